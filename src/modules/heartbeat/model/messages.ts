import { defineMessages, type Message } from '../../../shared/i18n';
import type { FlowStatus } from './flowStatus';

/** The states of a flow. */
export const flowStatusMessages = defineMessages({
  up: { id: 'heartbeat.status.up', defaultMessage: 'Up' },
  down: { id: 'heartbeat.status.down', defaultMessage: 'Down' },
  paused: { id: 'heartbeat.status.paused', defaultMessage: 'Paused' },
  failing: { id: 'heartbeat.status.failing', defaultMessage: 'Failing' },
} satisfies Record<FlowStatus, Message>);

/** Flow warnings of spec 8. */
export const warningMessages = defineMessages({
  notUp: { id: 'heartbeat.warning.notUp', defaultMessage: 'The flow is not up' },
  failedMessages: {
    id: 'heartbeat.warning.failedMessages',
    defaultMessage:
      '{count, plural, one {# failed message} other {# failed messages}} ({percentage}%)',
  },
  connectorErrors: {
    id: 'heartbeat.warning.connectorErrors',
    defaultMessage: '{count, plural, one {# connector error} other {# connector errors}}',
  },
  none: { id: 'heartbeat.warning.none', defaultMessage: 'No warnings' },
});

/** The traffic panel and chart. */
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

/** The flow picker of service accounts, beatboxes, agents and alert rules. */
export const flowPickerMessages = defineMessages({
  flowsLegend: {
    id: 'heartbeat.serviceAccounts.wizard.flowsLegend',
    defaultMessage: 'Flows this account may send messages to',
  },
  search: { id: 'heartbeat.serviceAccounts.wizard.search', defaultMessage: 'Find flows' },
  selected: {
    id: 'heartbeat.serviceAccounts.wizard.selected',
    defaultMessage: '{count, plural, one {# flow selected} other {# flows selected}}',
  },
  more: {
    id: 'heartbeat.serviceAccounts.wizard.more',
    defaultMessage:
      '{count, plural, one {# more flow: narrow the search} other {# more flows: narrow the search}}',
  },
  noFlows: { id: 'heartbeat.serviceAccounts.wizard.noFlows', defaultMessage: 'No flows match.' },
});
