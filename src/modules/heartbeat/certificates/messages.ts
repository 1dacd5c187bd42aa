import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

export const certificateMessages = defineMessages({
  title: { id: 'heartbeat.certificates.title', defaultMessage: 'Certificates' },
  intro: {
    id: 'heartbeat.certificates.intro',
    defaultMessage: 'CA certificates the flows of the organization trust.',
  },
  table: { id: 'heartbeat.certificates.table', defaultMessage: 'CA certificates' },
  name: { id: 'heartbeat.certificates.name', defaultMessage: 'Name' },
  subject: { id: 'heartbeat.certificates.subject', defaultMessage: 'Subject' },
  validTo: { id: 'heartbeat.certificates.validTo', defaultMessage: 'Valid until' },
  updated: { id: 'heartbeat.certificates.updated', defaultMessage: 'Updated' },
  actions: { id: 'heartbeat.certificates.actions', defaultMessage: 'Actions' },
  empty: { id: 'heartbeat.certificates.empty', defaultMessage: 'No certificates yet.' },
  create: { id: 'heartbeat.certificates.create', defaultMessage: 'Add certificate' },
  edit: { id: 'heartbeat.certificates.edit', defaultMessage: 'Edit {name}' },
  download: { id: 'heartbeat.certificates.download', defaultMessage: 'Download {name}' },
  remove: { id: 'heartbeat.certificates.remove', defaultMessage: 'Delete {name}' },
  downloadButton: { id: 'heartbeat.certificates.downloadButton', defaultMessage: 'Download' },
  editButton: { id: 'heartbeat.certificates.editButton', defaultMessage: 'Edit' },
  deleteButton: { id: 'heartbeat.certificates.deleteButton', defaultMessage: 'Delete' },
  content: { id: 'heartbeat.certificates.content', defaultMessage: 'Content (PEM)' },
  contentHint: {
    id: 'heartbeat.certificates.contentHint',
    defaultMessage:
      'One certificate, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
  },
  file: { id: 'heartbeat.certificates.file', defaultMessage: 'Read from a file' },
  required: fieldMessages.required,
  notPem: {
    id: 'heartbeat.certificates.notPem',
    defaultMessage: 'The content must be one PEM certificate',
  },
  fileTooLarge: fieldMessages.fileTooLarge,
  deleteTitle: { id: 'heartbeat.certificates.deleteTitle', defaultMessage: 'Delete certificate' },
  deleteText: {
    id: 'heartbeat.certificates.deleteText',
    defaultMessage: 'Delete the certificate {name}? Flows that trust it stop trusting it.',
  },
  deleteConfirm: { id: 'heartbeat.certificates.deleteConfirm', defaultMessage: 'Delete' },
  fetchFailed: {
    id: 'heartbeat.certificates.fetchFailed',
    defaultMessage: 'Something went wrong when fetching certificates',
  },
  createFailed: {
    id: 'heartbeat.certificates.createFailed',
    defaultMessage: 'Something went wrong when creating certificates',
  },
  editFailed: {
    id: 'heartbeat.certificates.editFailed',
    defaultMessage: 'Something went wrong when editing certificates',
  },
  deleteFailed: {
    id: 'heartbeat.certificates.deleteFailed',
    defaultMessage: 'Something went wrong when deleting certificates',
  },
});
