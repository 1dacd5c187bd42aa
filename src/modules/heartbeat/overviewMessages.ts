import { defineMessages } from '../../shared/i18n';

export const overviewMessages = defineMessages({
  heading: { id: 'heartbeat.overview.heading', defaultMessage: 'Heartbeat overview' },
  counts: { id: 'heartbeat.overview.counts', defaultMessage: 'Flows by state' },
  countLink: {
    id: 'heartbeat.overview.countLink',
    defaultMessage: '{count} {status} – show these flows',
  },
  totalFlows: {
    id: 'heartbeat.overview.totalFlows',
    defaultMessage: '{count, plural, one {# deployed flow} other {# deployed flows}}',
  },
  attention: { id: 'heartbeat.overview.attention', defaultMessage: 'Flows needing attention' },
  attentionEmpty: {
    id: 'heartbeat.overview.attentionEmpty',
    defaultMessage: 'Every flow is up and working.',
  },
  attentionMore: {
    id: 'heartbeat.overview.attentionMore',
    defaultMessage: 'Showing {shown} of {total}. See all in the flows list.',
  },
  columnFlow: { id: 'heartbeat.overview.column.flow', defaultMessage: 'Flow' },
  columnStatus: { id: 'heartbeat.overview.column.status', defaultMessage: 'Status' },
  columnWarnings: { id: 'heartbeat.overview.column.warnings', defaultMessage: 'Warnings' },
  issuesLink: {
    id: 'heartbeat.overview.issuesLink',
    defaultMessage:
      '{count, plural, =0 {No flow access issues} one {# flow access issue} other {# flow access issues}}',
  },
});

export const chartMessages = defineMessages({
  title: { id: 'heartbeat.chart.title', defaultMessage: 'Messages' },
  totals: {
    id: 'heartbeat.chart.totals',
    defaultMessage: '{messages} messages, {failed} failed (failure rate {rate}%)',
  },
  figure: {
    id: 'heartbeat.chart.figure',
    defaultMessage: 'Chart of successful and failed messages over the selected range',
  },
  successful: { id: 'heartbeat.chart.successful', defaultMessage: 'Successful' },
  failed: { id: 'heartbeat.chart.failed', defaultMessage: 'Failed' },
});

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
