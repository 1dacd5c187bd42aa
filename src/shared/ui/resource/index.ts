// The resource kit: one kind of the organization's rows as a list, detail and form page, with
// offline built in (the last list with its age, drafts kept, server actions disabled saying
// why), the field messages of spec 5 (`fieldMessages`, in shared/ui), action feedback and
// confirm-and-run. It imports no module.
export { ActionFeedback, type Failure, type Outcome } from './ActionFeedback';
export { inBatches, removeEach } from './batches';
export {
  IdsField,
  LinkedNames,
  NameAndDescription,
  NumberField,
  numberError,
  TextField,
  textError,
  type IdsFieldProps,
  type Options,
} from './fields';
export { resourceMessages } from './messages';
export { QueryState } from './QueryState';
export { resourceListQuery, useDeleteResources, useSaveResource } from './queries';
export { ResourceForm } from './ResourceForm';
export { ResourcePage } from './ResourcePage';
export { ResourceTable } from './ResourceTable';
export { AllRowsCheckbox, descriptionColumn, RowCheckbox, RowLinkButton, TextCell } from './rows';
export { sameShape } from './shape';
export type {
  FieldErrors,
  FieldsProps,
  ResourceKind,
  ResourceMessages,
  ResourceSelection,
} from './types';
export { useConfirmAndRun, type ConfirmAndRun } from './useConfirmAndRun';
export { ListPage } from '../page-frame';
