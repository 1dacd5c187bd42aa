import { defineMessages } from '../../i18n';

/** Words every kind's list, form and page share (a kind's own are its `messages`). */
export const resourceMessages = defineMessages({
  columnSelect: { id: 'shared.resource.column.select', defaultMessage: 'Selected' },
  columnName: { id: 'shared.resource.column.name', defaultMessage: 'Name' },
  columnDescription: {
    id: 'shared.resource.column.description',
    defaultMessage: 'Description',
  },
  select: { id: 'shared.resource.select', defaultMessage: 'Select {name}' },
  edit: { id: 'shared.resource.edit', defaultMessage: 'Edit {name}' },
  deleteSelected: {
    id: 'shared.resource.deleteSelected',
    defaultMessage: 'Delete selected ({count})',
  },
  confirm: { id: 'shared.resource.confirm.delete', defaultMessage: 'Delete' },
  deleted: { id: 'shared.resource.deleted', defaultMessage: 'Deleted: {names}.' },
  deletedWithErrors: {
    id: 'shared.resource.deletedWithErrors',
    defaultMessage: 'Could not delete: {names}.',
  },
  open: { id: 'shared.resource.open', defaultMessage: 'Details of {name}' },
  details: { id: 'shared.resource.details', defaultMessage: 'Details' },
  editButton: { id: 'shared.resource.editButton', defaultMessage: 'Edit' },
});
