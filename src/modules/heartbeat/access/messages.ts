import { defineMessages } from '../../../shared/i18n';

/** The issues list (spec 8). */
export const issuesMessages = defineMessages({
  heading: { id: 'heartbeat.issues.heading', defaultMessage: 'Flow access issues' },
  intro: {
    id: 'heartbeat.issues.intro',
    defaultMessage: 'Service accounts and flows whose access does not match the deployed flows.',
  },
  orphanedHeading: {
    id: 'heartbeat.issues.orphaned.heading',
    defaultMessage: 'A service account has access to a flow that no longer exists',
  },
  orphaned: {
    id: 'heartbeat.issues.orphaned',
    defaultMessage: 'Service account {account} has access to {flowId}, which no longer exists.',
  },
  unassignedHeading: {
    id: 'heartbeat.issues.unassigned.heading',
    defaultMessage: 'A flow has no assigned access',
  },
  unassigned: {
    id: 'heartbeat.issues.unassigned',
    defaultMessage: 'No service account has access to this flow.',
  },
  none: { id: 'heartbeat.issues.none', defaultMessage: 'No issues found.' },
  columnAccount: { id: 'heartbeat.issues.column.account', defaultMessage: 'Service account' },
  columnFlow: { id: 'heartbeat.issues.column.flow', defaultMessage: 'Flow ID' },
  columnIssue: { id: 'heartbeat.issues.column.issue', defaultMessage: 'Issue' },
  columnUpdated: { id: 'heartbeat.issues.column.updated', defaultMessage: 'Access updated' },
});

export const flowAccessMessages = defineMessages({
  heading: { id: 'heartbeat.access.heading', defaultMessage: 'Service accounts with access' },
  empty: {
    id: 'heartbeat.access.empty',
    defaultMessage: 'No service account has access to this flow.',
  },
  anonymous: {
    id: 'heartbeat.access.anonymous',
    defaultMessage: 'This flow allows anonymous access.',
  },
  account: { id: 'heartbeat.access.account', defaultMessage: 'Service account' },
  accessId: { id: 'heartbeat.access.id', defaultMessage: 'Access ID' },
  created: { id: 'heartbeat.access.created', defaultMessage: 'Created' },
  updated: { id: 'heartbeat.access.updated', defaultMessage: 'Updated' },
});
