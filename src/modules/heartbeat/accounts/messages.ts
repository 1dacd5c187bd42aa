import { defineMessages } from '../../../shared/i18n';

/** The service accounts list and detail (spec 2.4). */
export const accountMessages = defineMessages({
  heading: { id: 'heartbeat.serviceAccounts.heading', defaultMessage: 'Service accounts' },
  intro: {
    id: 'heartbeat.serviceAccounts.intro',
    defaultMessage: 'Accounts that other systems use to send messages to your flows.',
  },
  table: { id: 'heartbeat.serviceAccounts.table', defaultMessage: 'Service accounts' },
  empty: { id: 'heartbeat.serviceAccounts.empty', defaultMessage: 'No service accounts yet.' },
  name: { id: 'heartbeat.serviceAccounts.name', defaultMessage: 'Name' },
  credentialType: {
    id: 'heartbeat.serviceAccounts.credentialType',
    defaultMessage: 'Credential type',
  },
  created: { id: 'heartbeat.serviceAccounts.created', defaultMessage: 'Created' },
  updated: { id: 'heartbeat.serviceAccounts.updated', defaultMessage: 'Updated' },
  byWhom: { id: 'heartbeat.serviceAccounts.byWhom', defaultMessage: '{time} by user {user}' },
  bySystem: { id: 'heartbeat.serviceAccounts.bySystem', defaultMessage: '{time} by the system' },
  accountId: { id: 'heartbeat.serviceAccounts.accountId', defaultMessage: 'Account ID' },
  create: { id: 'heartbeat.serviceAccounts.create', defaultMessage: 'Create service account' },
  fetchFailed: {
    id: 'heartbeat.serviceAccounts.fetchFailed',
    defaultMessage: 'The service accounts could not be loaded.',
  },
  notFound: {
    id: 'heartbeat.serviceAccounts.notFound',
    defaultMessage: 'There is no service account {id}.',
  },
  backToList: {
    id: 'heartbeat.serviceAccounts.backToList',
    defaultMessage: 'All service accounts',
  },
  deleteAccount: { id: 'heartbeat.serviceAccounts.delete', defaultMessage: 'Delete account' },
  deleteTitle: {
    id: 'heartbeat.serviceAccounts.deleteTitle',
    defaultMessage: 'Delete service account {name}?',
  },
  deleteText: {
    id: 'heartbeat.serviceAccounts.deleteText',
    defaultMessage: 'Its credential stops working at once and its flow accesses are removed.',
  },
  changeFailed: {
    id: 'heartbeat.serviceAccounts.changeFailed',
    defaultMessage: 'The change could not be saved.',
  },
});

/** Names of the credential types (spec 3.3). */
export const credentialTypeMessages = defineMessages({
  API_KEY: { id: 'heartbeat.serviceAccounts.type.apiKey', defaultMessage: 'API key' },
  BASIC: { id: 'heartbeat.serviceAccounts.type.basic', defaultMessage: 'Basic authentication' },
  POLLER: { id: 'heartbeat.serviceAccounts.type.poller', defaultMessage: 'Poller user' },
});

/** Flow accesses of one account. */
export const accessListMessages = defineMessages({
  heading: { id: 'heartbeat.serviceAccounts.accesses.heading', defaultMessage: 'Flow accesses' },
  empty: {
    id: 'heartbeat.serviceAccounts.accesses.empty',
    defaultMessage: 'This account has no access to any flow.',
  },
  flow: { id: 'heartbeat.serviceAccounts.accesses.flow', defaultMessage: 'Flow ID' },
  grant: { id: 'heartbeat.serviceAccounts.accesses.grant', defaultMessage: 'Grant flow access' },
  grantTitle: {
    id: 'heartbeat.serviceAccounts.accesses.grantTitle',
    defaultMessage: 'Grant {name} access to flows',
  },
  grantConfirm: {
    id: 'heartbeat.serviceAccounts.accesses.grantConfirm',
    defaultMessage: 'Grant access',
  },
  revoke: { id: 'heartbeat.serviceAccounts.accesses.revoke', defaultMessage: 'Revoke' },
  revokeLabel: {
    id: 'heartbeat.serviceAccounts.accesses.revokeLabel',
    defaultMessage: 'Revoke access to {flowId}',
  },
  revokeTitle: {
    id: 'heartbeat.serviceAccounts.accesses.revokeTitle',
    defaultMessage: 'Revoke access to {flowId}?',
  },
  revokeText: {
    id: 'heartbeat.serviceAccounts.accesses.revokeText',
    defaultMessage: '{name} can no longer send messages to this flow, from now on.',
  },
  wsdl: { id: 'heartbeat.serviceAccounts.accesses.wsdl', defaultMessage: 'WSDL' },
  wsdlLabel: {
    id: 'heartbeat.serviceAccounts.accesses.wsdlLabel',
    defaultMessage: 'Download the WSDL of {flowId}',
  },
  wsdlFailed: {
    id: 'heartbeat.serviceAccounts.accesses.wsdlFailed',
    defaultMessage: 'Download failed: try again',
  },
});
