import { defineMessages } from '../../../shared/i18n';

/** The certificates page (spec 2.4) and its form. */
export const certificateMessages = defineMessages({
  title: { id: 'heartbeat.certificates.title', defaultMessage: 'Certificates' },
  intro: {
    id: 'heartbeat.certificates.intro',
    defaultMessage: 'CA certificates the flows of the organization trust.',
  },
  table: { id: 'heartbeat.certificates.table', defaultMessage: 'CA certificates' },
  subject: { id: 'heartbeat.certificates.subject', defaultMessage: 'Subject' },
  validTo: { id: 'heartbeat.certificates.validTo', defaultMessage: 'Valid until' },
  empty: { id: 'heartbeat.certificates.empty', defaultMessage: 'No certificates yet.' },
  create: { id: 'heartbeat.certificates.create', defaultMessage: 'Add certificate' },
  download: { id: 'heartbeat.certificates.download', defaultMessage: 'Download {name}' },
  downloadButton: { id: 'heartbeat.certificates.downloadButton', defaultMessage: 'Download' },
  content: { id: 'heartbeat.certificates.content', defaultMessage: 'Content (PEM)' },
  contentHint: {
    id: 'heartbeat.certificates.contentHint',
    defaultMessage:
      'One certificate, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
  },
  file: { id: 'heartbeat.certificates.file', defaultMessage: 'Read from a file' },
  notPem: {
    id: 'heartbeat.certificates.notPem',
    defaultMessage: 'The content must be one PEM certificate',
  },
  confirmTitle: { id: 'heartbeat.certificates.deleteTitle', defaultMessage: 'Delete certificate' },
  confirmText: {
    id: 'heartbeat.certificates.confirmText',
    defaultMessage:
      'Delete {count, plural, one {# certificate} other {# certificates}}? Flows that trust them stop trusting them.',
  },
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
