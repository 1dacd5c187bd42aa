import { defineMessages, type Message, type Translate } from '../../i18n';

/**
 * The entity and event types of audit events in words (several modules show audit logs). The
 * server writes codes (SESSION, LOGIN_SUCCEEDED); a code without words here shows as it is.
 */
export const auditEntityTypeMessages: Readonly<Record<string, Message>> = defineMessages({
  AGENT: { id: 'shared.audit.entityType.agent', defaultMessage: 'Agent' },
  ALERT_RULE: { id: 'shared.audit.entityType.alertRule', defaultMessage: 'Alert rule' },
  ASSET_ACTION: { id: 'shared.audit.entityType.assetAction', defaultMessage: 'Asset action' },
  AUTHZ_ROLE: { id: 'shared.audit.entityType.authzRole', defaultMessage: 'Role' },
  AUTOMATION_STRATEGY: {
    id: 'shared.audit.entityType.automationStrategy',
    defaultMessage: 'Automation strategy',
  },
  BEATBOX: { id: 'shared.audit.entityType.beatbox', defaultMessage: 'Beatbox' },
  CERTIFICATE: { id: 'shared.audit.entityType.certificate', defaultMessage: 'Certificate' },
  CONNECTIVITY_CHECK: {
    id: 'shared.audit.entityType.connectivityCheck',
    defaultMessage: 'Connectivity check',
  },
  DEMO: { id: 'shared.audit.entityType.demo', defaultMessage: 'Demo data' },
  FEATURE: { id: 'shared.audit.entityType.feature', defaultMessage: 'Feature' },
  FLOW: { id: 'shared.audit.entityType.flow', defaultMessage: 'Flow' },
  IDP_MAPPING: {
    id: 'shared.audit.entityType.idpMapping',
    defaultMessage: 'Identity provider mapping',
  },
  INVITATION: { id: 'shared.audit.entityType.invitation', defaultMessage: 'Invitation' },
  KNOWN_CLIENT: { id: 'shared.audit.entityType.knownClient', defaultMessage: 'Known client' },
  LOGIN_UI: { id: 'shared.audit.entityType.loginUi', defaultMessage: 'Sign-in page' },
  LOOKUP_TABLE: { id: 'shared.audit.entityType.lookupTable', defaultMessage: 'Lookup table' },
  ORGANIZATION: { id: 'shared.audit.entityType.organization', defaultMessage: 'Organization' },
  ORGANIZATION_CONFIGURATION: {
    id: 'shared.audit.entityType.organizationConfiguration',
    defaultMessage: 'Organization settings',
  },
  PERMISSION: { id: 'shared.audit.entityType.permission', defaultMessage: 'Permission' },
  RESOURCE: { id: 'shared.audit.entityType.resource', defaultMessage: 'Resource' },
  SERVICE_ACCOUNT: {
    id: 'shared.audit.entityType.serviceAccount',
    defaultMessage: 'Service account',
  },
  SESSION: { id: 'shared.audit.entityType.session', defaultMessage: 'Session' },
  SESSION_CONCURRENT_LIMIT: {
    id: 'shared.audit.entityType.sessionConcurrentLimit',
    defaultMessage: 'Concurrent session limit',
  },
  SESSION_LIFETIME_LIMIT: {
    id: 'shared.audit.entityType.sessionLifetimeLimit',
    defaultMessage: 'Session lifetime limit',
  },
  TEMPLATE_ITEM: { id: 'shared.audit.entityType.templateItem', defaultMessage: 'Template item' },
  USER: { id: 'shared.audit.entityType.user', defaultMessage: 'User' },
  USER_CONFIGURATION: {
    id: 'shared.audit.entityType.userConfiguration',
    defaultMessage: 'User settings',
  },
  USER_GROUP: { id: 'shared.audit.entityType.userGroup', defaultMessage: 'User group' },
});

export const auditEventTypeMessages: Readonly<Record<string, Message>> = defineMessages({
  APPROVED: { id: 'shared.audit.eventType.approved', defaultMessage: 'Approved' },
  CHANGED: { id: 'shared.audit.eventType.changed', defaultMessage: 'Changed' },
  CHECKED: { id: 'shared.audit.eventType.checked', defaultMessage: 'Checked' },
  CHECK_REFUSED: { id: 'shared.audit.eventType.checkRefused', defaultMessage: 'Check refused' },
  CLOSED: { id: 'shared.audit.eventType.closed', defaultMessage: 'Closed' },
  COLUMN_CHANGED: { id: 'shared.audit.eventType.columnChanged', defaultMessage: 'Column changed' },
  COLUMN_CREATED: { id: 'shared.audit.eventType.columnCreated', defaultMessage: 'Column added' },
  COLUMN_DELETED: { id: 'shared.audit.eventType.columnDeleted', defaultMessage: 'Column deleted' },
  CREATED: { id: 'shared.audit.eventType.created', defaultMessage: 'Created' },
  DELETED: { id: 'shared.audit.eventType.deleted', defaultMessage: 'Deleted' },
  DEPLOYED: { id: 'shared.audit.eventType.deployed', defaultMessage: 'Deployed' },
  EXECUTED: { id: 'shared.audit.eventType.executed', defaultMessage: 'Executed' },
  EXPIRED: { id: 'shared.audit.eventType.expired', defaultMessage: 'Expired' },
  FLOW_ACCESS_GRANTED: {
    id: 'shared.audit.eventType.flowAccessGranted',
    defaultMessage: 'Flow access granted',
  },
  FLOW_ACCESS_REVOKED: {
    id: 'shared.audit.eventType.flowAccessRevoked',
    defaultMessage: 'Flow access revoked',
  },
  INVITATION_ACCEPTED: {
    id: 'shared.audit.eventType.invitationAccepted',
    defaultMessage: 'Invitation accepted',
  },
  INVITATION_DECLINED: {
    id: 'shared.audit.eventType.invitationDeclined',
    defaultMessage: 'Invitation declined',
  },
  INVITATION_WITHDRAWN: {
    id: 'shared.audit.eventType.invitationWithdrawn',
    defaultMessage: 'Invitation withdrawn',
  },
  LOGGED_OUT: { id: 'shared.audit.eventType.loggedOut', defaultMessage: 'Signed out' },
  LOGIN_FAILED: { id: 'shared.audit.eventType.loginFailed', defaultMessage: 'Sign-in failed' },
  LOGIN_LOCKED: { id: 'shared.audit.eventType.loginLocked', defaultMessage: 'Sign-in locked' },
  LOGIN_REFUSED: { id: 'shared.audit.eventType.loginRefused', defaultMessage: 'Sign-in refused' },
  LOGIN_SUCCEEDED: { id: 'shared.audit.eventType.loginSucceeded', defaultMessage: 'Signed in' },
  PASSWORD_RESET_REQUESTED: {
    id: 'shared.audit.eventType.passwordResetRequested',
    defaultMessage: 'Password reset requested',
  },
  PASSWORD_SET: { id: 'shared.audit.eventType.passwordSet', defaultMessage: 'Password set' },
  PAUSED: { id: 'shared.audit.eventType.paused', defaultMessage: 'Paused' },
  RESET: { id: 'shared.audit.eventType.reset', defaultMessage: 'Reset' },
  RESUMED: { id: 'shared.audit.eventType.resumed', defaultMessage: 'Resumed' },
  REVISION_ADDED: { id: 'shared.audit.eventType.revisionAdded', defaultMessage: 'Revision added' },
  ROWS_IMPORTED: { id: 'shared.audit.eventType.rowsImported', defaultMessage: 'Rows imported' },
  ROW_CHANGED: { id: 'shared.audit.eventType.rowChanged', defaultMessage: 'Row changed' },
  ROW_CREATED: { id: 'shared.audit.eventType.rowCreated', defaultMessage: 'Row added' },
  ROW_DELETED: { id: 'shared.audit.eventType.rowDeleted', defaultMessage: 'Row deleted' },
  SEEDED: { id: 'shared.audit.eventType.seeded', defaultMessage: 'Seeded' },
  SESSION_REVOKED: { id: 'shared.audit.eventType.sessionRevoked', defaultMessage: 'Session ended' },
  SPEC_UPDATED: {
    id: 'shared.audit.eventType.specUpdated',
    defaultMessage: 'Specification updated',
  },
  TERMINATED: { id: 'shared.audit.eventType.terminated', defaultMessage: 'Terminated' },
  TRACES_RESUBMITTED: {
    id: 'shared.audit.eventType.tracesResubmitted',
    defaultMessage: 'Traces resubmitted',
  },
  UPDATED: { id: 'shared.audit.eventType.updated', defaultMessage: 'Updated' },
  USER_DISABLED: { id: 'shared.audit.eventType.userDisabled', defaultMessage: 'User disabled' },
  USER_ENABLED: { id: 'shared.audit.eventType.userEnabled', defaultMessage: 'User enabled' },
  USER_INVITED: { id: 'shared.audit.eventType.userInvited', defaultMessage: 'User invited' },
  USER_ROLE_ADDED: { id: 'shared.audit.eventType.userRoleAdded', defaultMessage: 'Role added' },
  USER_ROLE_CHANGED: {
    id: 'shared.audit.eventType.userRoleChanged',
    defaultMessage: 'Role changed',
  },
  USER_ROLE_REMOVED: {
    id: 'shared.audit.eventType.userRoleRemoved',
    defaultMessage: 'Role removed',
  },
});

/** The words of an audit code, or null for a code this console does not know. */
export function auditCodeLabel(
  t: Translate,
  messages: Readonly<Record<string, Message>>,
  code: string,
): string | null {
  const message = Object.hasOwn(messages, code) ? messages[code] : undefined;
  return message ? t(message) : null;
}
