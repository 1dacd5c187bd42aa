import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** The create wizard: account, flow access, receipt (spec 2.4). */
export const wizardMessages = defineMessages({
  title: { id: 'heartbeat.serviceAccounts.wizard.title', defaultMessage: 'Create service account' },
  stepAccount: { id: 'heartbeat.serviceAccounts.wizard.stepAccount', defaultMessage: 'Account' },
  stepAccess: { id: 'heartbeat.serviceAccounts.wizard.stepAccess', defaultMessage: 'Flow access' },
  stepReceipt: { id: 'heartbeat.serviceAccounts.wizard.stepReceipt', defaultMessage: 'Receipt' },
  nameHint: {
    id: 'heartbeat.serviceAccounts.wizard.nameHint',
    defaultMessage: 'Lowercase letters, digits, underscore and hyphen; up to 64 characters.',
  },
  nameRule: {
    id: 'heartbeat.serviceAccounts.wizard.nameRule',
    defaultMessage:
      'Name must use lowercase letters (a-z), number (0-9), underscore (_) or hyphens (-)',
  },
  nameTooLong: {
    id: 'heartbeat.serviceAccounts.wizard.nameTooLong',
    defaultMessage: 'Use at most 64 characters.',
  },
  required: fieldMessages.required,
  next: { id: 'heartbeat.serviceAccounts.wizard.next', defaultMessage: 'Next' },
  back: { id: 'heartbeat.serviceAccounts.wizard.back', defaultMessage: 'Back' },
  createAccount: {
    id: 'heartbeat.serviceAccounts.wizard.createAccount',
    defaultMessage: 'Create account',
  },
  oneFlow: {
    id: 'heartbeat.serviceAccounts.wizard.oneFlow',
    defaultMessage: 'One flow must be selected',
  },
  created: {
    id: 'heartbeat.serviceAccounts.wizard.created',
    defaultMessage: 'Service account {name} was created.',
  },
  openAccount: {
    id: 'heartbeat.serviceAccounts.wizard.openAccount',
    defaultMessage: 'Open the account',
  },
  failed: {
    id: 'heartbeat.serviceAccounts.wizard.failed',
    defaultMessage: 'The account could not be created.',
  },
});
