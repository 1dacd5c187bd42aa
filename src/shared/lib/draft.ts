import { useCallback, useState } from 'react';

/** Every form draft key starts with this; signing out removes them all. */
export const DRAFT_KEY_PREFIX = 'console.draft.';

type DraftStorage = 'local' | 'session';

function storageOf(kind: DraftStorage): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function readDraft<T>(
  kind: DraftStorage,
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  try {
    const raw = storageOf(kind)?.getItem(DRAFT_KEY_PREFIX + key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(kind: DraftStorage, key: string, value: unknown): void {
  try {
    storageOf(kind)?.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft lasts as long as the page.
  }
}

export function removeDraft(kind: DraftStorage, key: string): void {
  try {
    storageOf(kind)?.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * Form state that survives a reload and going offline (DESIGN.md: nothing the user typed is
 * lost). `local` keeps it for the next start of the app; `session` for this tab only. Call
 * `discard` once the form is sent.
 */
export function useDraft<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
  kind: DraftStorage = 'local',
): [T, (value: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(kind, key, isValid) ?? initial);
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeDraft(kind, key, next);
    },
    [kind, key],
  );
  const discard = useCallback(() => removeDraft(kind, key), [kind, key]);
  return [value, update, discard];
}
