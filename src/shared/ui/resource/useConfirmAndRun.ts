import { useCallback, useState } from 'react';

export interface ConfirmAndRun<Subject> {
  /** Opens the confirmation about `subject` (the rows to delete, the user to disable...). */
  ask: (subject: Subject) => void;
  /** What was last asked about (kept while the dialog closes, for its text); null before. */
  subject: Subject | null;
  /** The ConfirmDialog's `opened`, `onCancel` and `onConfirm`. */
  dialog: { opened: boolean; onCancel: () => void; onConfirm: () => void };
}

/**
 * Ask, then run: the state of a `ConfirmDialog` in front of a change that cannot be undone.
 * Confirming closes the dialog and runs `run` (a mutation's `mutate`, usually) with what the
 * user was asked about, not with what the page holds by then.
 *
 *   const deletion = useConfirmAndRun((ids: number[]) => remove.mutate(ids));
 *   <Button onClick={() => deletion.ask(selectedIds)}>...</Button>
 *   <ConfirmDialog {...deletion.dialog} title=... text=... confirmLabel=... />
 */
export function useConfirmAndRun<Subject>(run: (subject: Subject) => void): ConfirmAndRun<Subject> {
  const [asking, setAsking] = useState<{ subject: Subject; opened: boolean } | null>(null);
  const ask = useCallback((subject: Subject) => setAsking({ subject, opened: true }), []);
  const onCancel = useCallback(
    () => setAsking((current) => current && { ...current, opened: false }),
    [],
  );
  const onConfirm = () => {
    if (!asking?.opened) return;
    setAsking({ ...asking, opened: false });
    run(asking.subject);
  };
  return {
    ask,
    subject: asking?.subject ?? null,
    dialog: { opened: asking?.opened ?? false, onCancel, onConfirm },
  };
}
