import { defineMessages } from '../../../shared/i18n';

/** The known clients page (spec 2.4 "Security: known clients", spec 5 and 8). */
export const knownClientsMessages = defineMessages({
  heading: { id: 'security.knownClients.heading', defaultMessage: 'Known clients' },
  table: { id: 'security.knownClients.table', defaultMessage: 'Known clients' },
  columnNotation: { id: 'security.knownClients.column.notation', defaultMessage: 'Notation' },
  empty: { id: 'security.knownClients.empty', defaultMessage: 'No known clients yet.' },
  create: { id: 'security.knownClients.create', defaultMessage: 'Create known client' },
  createTitle: { id: 'security.knownClients.createTitle', defaultMessage: 'New known client' },
  editTitle: { id: 'security.knownClients.editTitle', defaultMessage: 'Edit known client' },
  confirmTitle: {
    id: 'security.knownClients.confirm.title',
    defaultMessage: 'Delete known clients',
  },
  confirmText: {
    id: 'security.knownClients.confirm.text',
    defaultMessage: '{count, plural, one {Delete # known client?} other {Delete # known clients?}}',
  },
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
});
