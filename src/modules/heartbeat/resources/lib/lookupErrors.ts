import type { Message, Translate } from '../../../../shared/i18n';
import type { Failure } from '../../../../shared/ui/resource';
import { lookupMessages as m } from '../lookupMessages';
import type { LookupChange } from '../queries';

/** The spec's error family for a failed change: 'Something went wrong when <doing> <things>'. */
function lookupFailure(change: LookupChange): { title: Message; action: Message } {
  switch (change.kind) {
    case 'addRow':
    case 'import':
      return { title: m.rowsFailed, action: m.creating };
    case 'saveRow':
      return { title: m.rowsFailed, action: m.editing };
    case 'deleteRow':
      return { title: m.rowsFailed, action: m.deleting };
    case 'clearCell':
      return { title: m.cellsFailed, action: m.deleting };
    case 'addColumn':
      return { title: m.columnsFailed, action: m.creating };
    case 'renameColumn':
      return { title: m.columnsFailed, action: m.editing };
    case 'deleteColumn':
      return { title: m.columnsFailed, action: m.deleting };
  }
}

/** A failed change as ActionFeedback says it: the family's title, then the server's reason. */
export function lookupChangeFailure(
  t: Translate,
  change: LookupChange | undefined,
  error: unknown,
): Failure | null {
  if (!change || !error) return null;
  const { title, action } = lookupFailure(change);
  return { error, title: t(title, { action: t(action) }) };
}
