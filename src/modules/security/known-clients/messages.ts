import { defineMessages } from '../../../shared/i18n';

/** The known clients page (spec 2.4 "Security: known clients", spec 5 and 8). */
export const knownClientsMessages = defineMessages({
  heading: { id: 'security.knownClients.heading', defaultMessage: 'Known clients' },
  table: { id: 'security.knownClients.table', defaultMessage: 'Known clients' },
  columnName: { id: 'security.knownClients.column.name', defaultMessage: 'Name' },
  columnNotation: { id: 'security.knownClients.column.notation', defaultMessage: 'Notation' },
  columnDescription: {
    id: 'security.knownClients.column.description',
    defaultMessage: 'Description',
  },
  columnSelect: { id: 'security.knownClients.column.select', defaultMessage: 'Selected' },
  select: { id: 'security.knownClients.select', defaultMessage: 'Select {name}' },
  edit: { id: 'security.knownClients.edit', defaultMessage: 'Edit {name}' },
  empty: { id: 'security.knownClients.empty', defaultMessage: 'No known clients yet.' },
  create: { id: 'security.knownClients.create', defaultMessage: 'Create known client' },
  createTitle: { id: 'security.knownClients.createTitle', defaultMessage: 'New known client' },
  editTitle: { id: 'security.knownClients.editTitle', defaultMessage: 'Edit known client' },
  deleteSelected: {
    id: 'security.knownClients.deleteSelected',
    defaultMessage: 'Delete selected ({count})',
  },
  confirmTitle: {
    id: 'security.knownClients.confirm.title',
    defaultMessage: 'Delete known clients',
  },
  confirmText: {
    id: 'security.knownClients.confirm.text',
    defaultMessage: '{count, plural, one {Delete # known client?} other {Delete # known clients?}}',
  },
  confirm: { id: 'security.knownClients.confirm.delete', defaultMessage: 'Delete' },
  deleted: {
    id: 'security.knownClients.deleted',
    defaultMessage:
      '{count, plural, one {# known client deleted.} other {# known clients deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.knownClients.deletedWithErrors',
    defaultMessage: 'Known clients deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.knownClients.deleteFailed',
    defaultMessage: 'Something went wrong when deleting known clients',
  },
  createFailed: {
    id: 'security.knownClients.createFailed',
    defaultMessage: 'Something went wrong when creating known clients',
  },
  editFailed: {
    id: 'security.knownClients.editFailed',
    defaultMessage: 'Something went wrong when editing known clients',
  },
  nameTaken: {
    id: 'security.knownClients.nameTaken',
    defaultMessage: 'Known client name already exist.',
  },
  required: { id: 'security.knownClients.required', defaultMessage: 'Field is required' },
  tooLong: {
    id: 'security.knownClients.tooLong',
    defaultMessage: 'Must be less then {max} characters.',
  },
});
