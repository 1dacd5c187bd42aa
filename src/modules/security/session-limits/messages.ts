import { defineMessages } from '../../../shared/i18n';

/** Fields both kinds of session limit have. */
export const sessionLimitMessages = defineMessages({
  rank: { id: 'security.sessionLimits.rank', defaultMessage: 'Rank' },
  userGroups: { id: 'security.sessionLimits.userGroups', defaultMessage: 'User groups' },
  knownClients: { id: 'security.sessionLimits.knownClients', defaultMessage: 'Known clients' },
  all: { id: 'security.sessionLimits.all', defaultMessage: 'All' },
});

/** Session lifetime limits (spec 2.4, 3.4 and 8). */
export const lifetimeLimitMessages = defineMessages({
  heading: { id: 'security.lifetimeLimits.heading', defaultMessage: 'Session lifetime limits' },
  table: { id: 'security.lifetimeLimits.table', defaultMessage: 'Session lifetime limits' },
  create: { id: 'security.lifetimeLimits.create', defaultMessage: 'Create lifetime limit' },
  createTitle: { id: 'security.lifetimeLimits.createTitle', defaultMessage: 'New lifetime limit' },
  editTitle: { id: 'security.lifetimeLimits.editTitle', defaultMessage: 'Edit lifetime limit' },
  empty: { id: 'security.lifetimeLimits.empty', defaultMessage: 'No session lifetime limits yet.' },
  confirmTitle: {
    id: 'security.lifetimeLimits.confirm.title',
    defaultMessage: 'Delete session lifetime limits',
  },
  confirmText: {
    id: 'security.lifetimeLimits.confirm.text',
    defaultMessage:
      '{count, plural, one {Delete # lifetime limit?} other {Delete # lifetime limits?}}',
  },
  deleted: {
    id: 'security.lifetimeLimits.deleted',
    defaultMessage:
      '{count, plural, one {# lifetime limit deleted.} other {# lifetime limits deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.lifetimeLimits.deletedWithErrors',
    defaultMessage: 'Session lifetime limits deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.lifetimeLimits.deleteFailed',
    defaultMessage: 'Failed to delete session lifetime limits.',
  },
  createFailed: {
    id: 'security.lifetimeLimits.createFailed',
    defaultMessage: 'Something went wrong when creating session limits',
  },
  editFailed: {
    id: 'security.lifetimeLimits.editFailed',
    defaultMessage: 'Something went wrong when editing session limits',
  },
  timeout: { id: 'security.lifetimeLimits.timeout', defaultMessage: 'Timeout (seconds)' },
});

/** Concurrent session limits (spec 2.4 and 8). */
export const concurrentLimitMessages = defineMessages({
  heading: {
    id: 'security.concurrentLimits.heading',
    defaultMessage: 'Session concurrent limits',
  },
  table: { id: 'security.concurrentLimits.table', defaultMessage: 'Session concurrent limits' },
  create: { id: 'security.concurrentLimits.create', defaultMessage: 'Create concurrent limit' },
  createTitle: {
    id: 'security.concurrentLimits.createTitle',
    defaultMessage: 'New concurrent limit',
  },
  editTitle: { id: 'security.concurrentLimits.editTitle', defaultMessage: 'Edit concurrent limit' },
  empty: {
    id: 'security.concurrentLimits.empty',
    defaultMessage: 'No session concurrent limits yet.',
  },
  confirmTitle: {
    id: 'security.concurrentLimits.confirm.title',
    defaultMessage: 'Delete session concurrent limits',
  },
  confirmText: {
    id: 'security.concurrentLimits.confirm.text',
    defaultMessage:
      '{count, plural, one {Delete # concurrent limit?} other {Delete # concurrent limits?}}',
  },
  deleted: {
    id: 'security.concurrentLimits.deleted',
    defaultMessage:
      '{count, plural, one {# concurrent limit deleted.} other {# concurrent limits deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.concurrentLimits.deletedWithErrors',
    defaultMessage: 'Concurrent limits deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.concurrentLimits.deleteFailed',
    defaultMessage: 'Something went wrong when deleting session limits',
  },
  createFailed: {
    id: 'security.concurrentLimits.createFailed',
    defaultMessage: 'Something went wrong when creating session limits',
  },
  editFailed: {
    id: 'security.concurrentLimits.editFailed',
    defaultMessage: 'Something went wrong when editing session limits',
  },
  userLimit: { id: 'security.concurrentLimits.userLimit', defaultMessage: 'User limit' },
  clientIpLimit: {
    id: 'security.concurrentLimits.clientIpLimit',
    defaultMessage: 'Default client IP limit',
  },
  noClientIpLimit: { id: 'security.concurrentLimits.noClientIpLimit', defaultMessage: 'None' },
  onLimit: { id: 'security.concurrentLimits.onLimit', defaultMessage: 'Over the limit' },
  refuse: { id: 'security.concurrentLimits.refuse', defaultMessage: 'Refuse the new sign-in' },
  endOldest: {
    id: 'security.concurrentLimits.endOldest',
    defaultMessage: 'End the oldest session',
  },
});
