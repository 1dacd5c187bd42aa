import { defineMessages } from '../../../shared/i18n';

/** A credential shown once, and its change or reset (spec 4). */
export const credentialMessages = defineMessages({
  heading: { id: 'heartbeat.serviceAccounts.credential.heading', defaultMessage: 'Credential' },
  current: {
    id: 'heartbeat.serviceAccounts.credential.current',
    defaultMessage:
      'The credential was shown once, when it was made. Reset it to get a new one; the old one then stops working.',
  },
  reset: { id: 'heartbeat.serviceAccounts.credential.reset', defaultMessage: 'Reset credential' },
  change: {
    id: 'heartbeat.serviceAccounts.credential.change',
    defaultMessage: 'Change credential type',
  },
  newType: { id: 'heartbeat.serviceAccounts.credential.newType', defaultMessage: 'New type' },
  confirmTitle: {
    id: 'heartbeat.serviceAccounts.credential.confirmTitle',
    defaultMessage: 'Issue a new credential for {name}?',
  },
  confirmText: {
    id: 'heartbeat.serviceAccounts.credential.confirmText',
    defaultMessage:
      'The current credential stops working at once. Systems using it must be given the new one.',
  },
  issue: { id: 'heartbeat.serviceAccounts.credential.issue', defaultMessage: 'Issue credential' },
  onceTitle: {
    id: 'heartbeat.serviceAccounts.credential.onceTitle',
    defaultMessage: 'Copy the credential now',
  },
  once: {
    id: 'heartbeat.serviceAccounts.credential.once',
    defaultMessage:
      'This is the only time it is shown. Store it safely: it cannot be read again, only reset.',
  },
  apiKey: { id: 'heartbeat.serviceAccounts.credential.apiKey', defaultMessage: 'API key' },
  username: { id: 'heartbeat.serviceAccounts.credential.username', defaultMessage: 'Username' },
  password: { id: 'heartbeat.serviceAccounts.credential.password', defaultMessage: 'Password' },
  copy: { id: 'heartbeat.serviceAccounts.credential.copy', defaultMessage: 'Copy' },
  copied: { id: 'heartbeat.serviceAccounts.credential.copied', defaultMessage: 'Copied' },
  copyLabel: {
    id: 'heartbeat.serviceAccounts.credential.copyLabel',
    defaultMessage: 'Copy the {field}',
  },
  download: {
    id: 'heartbeat.serviceAccounts.credential.download',
    defaultMessage: 'Download credentials',
  },
  done: { id: 'heartbeat.serviceAccounts.credential.done', defaultMessage: 'I have stored it' },
});
