import { defineMessages } from '../../../shared/i18n';

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
