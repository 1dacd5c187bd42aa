import type { Message } from '../../../../shared/i18n';
import { lookupMessages as m } from '../lookupMessages';
import type { LookupChange } from '../queries';

/** The spec's error family for a failed change: 'Something went wrong when <doing> <things>'. */
export function lookupFailure(change: LookupChange): { title: Message; action: Message } {
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
