import { defineMessages, type Message } from '../../../shared/i18n';
import type { FlowSort } from '../model/flowRows';
import { fieldMessages } from '../../../shared/ui';

export const flowsListMessages = defineMessages({
  heading: { id: 'heartbeat.flows.heading', defaultMessage: 'Deployed flows' },
  filters: { id: 'heartbeat.flows.filters', defaultMessage: 'Filter flows' },
  search: { id: 'heartbeat.flows.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'heartbeat.flows.searchPlaceholder',
    defaultMessage: 'Flow ID, description, owner or group',
  },
  group: { id: 'heartbeat.flows.group', defaultMessage: 'Group' },
  allGroups: { id: 'heartbeat.flows.allGroups', defaultMessage: 'All groups' },
  status: { id: 'heartbeat.flows.status', defaultMessage: 'Status' },
  allStatuses: { id: 'heartbeat.flows.allStatuses', defaultMessage: 'All states' },
  sort: { id: 'heartbeat.flows.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'heartbeat.flows.ascending', defaultMessage: 'Ascending' },
  descending: { id: 'heartbeat.flows.descending', defaultMessage: 'Descending' },
  direction: { id: 'heartbeat.flows.direction', defaultMessage: 'Order' },
  clear: { id: 'heartbeat.flows.clear', defaultMessage: 'Clear filters' },
  shown: {
    id: 'heartbeat.flows.shown',
    defaultMessage: 'Showing {shown} of {total, plural, one {# flow} other {# flows}}',
  },
  table: { id: 'heartbeat.flows.table', defaultMessage: 'Deployed flows' },
  empty: { id: 'heartbeat.flows.empty', defaultMessage: 'No flows match the filters.' },
  columnFlow: { id: 'heartbeat.flows.column.flow', defaultMessage: 'Flow ID' },
  columnDescription: { id: 'heartbeat.flows.column.description', defaultMessage: 'Description' },
  columnGroups: { id: 'heartbeat.flows.column.groups', defaultMessage: 'Groups' },
  columnStatus: { id: 'heartbeat.flows.column.status', defaultMessage: 'Status' },
  columnMessages: { id: 'heartbeat.flows.column.messages', defaultMessage: 'Messages' },
  columnWarnings: { id: 'heartbeat.flows.column.warnings', defaultMessage: 'Warnings' },
});

export const flowSortMessages = defineMessages({
  status: { id: 'heartbeat.flows.sort.status', defaultMessage: 'Status' },
  id: { id: 'heartbeat.flows.sort.id', defaultMessage: 'Flow ID' },
  messages: { id: 'heartbeat.flows.sort.messages', defaultMessage: 'Messages' },
  failed: { id: 'heartbeat.flows.sort.failed', defaultMessage: 'Failed messages' },
  failurePercentage: {
    id: 'heartbeat.flows.sort.failurePercentage',
    defaultMessage: 'Failure rate',
  },
} satisfies Record<FlowSort, Message>);

export const flowDetailMessages = defineMessages({
  notFound: { id: 'heartbeat.flow.notFound', defaultMessage: 'The flow {id} could not be found.' },
  notFoundHint: {
    id: 'heartbeat.flow.notFoundHint',
    defaultMessage: 'It may have been removed. Check the flow ID or go back to the flows list.',
  },
  backToFlows: { id: 'heartbeat.flow.backToFlows', defaultMessage: 'Back to flows' },
  tabs: { id: 'heartbeat.flow.tabs', defaultMessage: 'Flow sections' },
  tabOverview: { id: 'heartbeat.flow.tab.overview', defaultMessage: 'Overview' },
  tabSpec: { id: 'heartbeat.flow.tab.spec', defaultMessage: 'Flow spec' },
  tabDocumentation: { id: 'heartbeat.flow.tab.documentation', defaultMessage: 'Documentation' },
  tabAccess: { id: 'heartbeat.flow.tab.access', defaultMessage: 'Flow access' },
  tabTraces: { id: 'heartbeat.flow.tab.traces', defaultMessage: 'Flow traces' },
  inboundUrl: { id: 'heartbeat.flow.inboundUrl', defaultMessage: 'Inbound URL' },
  metrics: { id: 'heartbeat.flow.metrics', defaultMessage: 'Metrics over the selected range' },
  noTraffic: {
    id: 'heartbeat.flow.noTraffic',
    defaultMessage: 'No messages in the selected range.',
  },
  total: { id: 'heartbeat.flow.metric.total', defaultMessage: 'Total' },
  successful: { id: 'heartbeat.flow.metric.successful', defaultMessage: 'Successful' },
  failed: { id: 'heartbeat.flow.metric.failed', defaultMessage: 'Failed' },
  inFlight: { id: 'heartbeat.flow.metric.inFlight', defaultMessage: 'In flight' },
  buffered: { id: 'heartbeat.flow.metric.buffered', defaultMessage: 'Buffered' },
  stashed: { id: 'heartbeat.flow.metric.stashed', defaultMessage: 'Stashed' },
  connectorErrors: {
    id: 'heartbeat.flow.metric.connectorErrors',
    defaultMessage: 'Connector errors',
  },
  processingTime: {
    id: 'heartbeat.flow.metric.processingTime',
    defaultMessage: 'Processing time (min / avg / max)',
  },
  responseTime: {
    id: 'heartbeat.flow.metric.responseTime',
    defaultMessage: 'Response time (min / avg / max)',
  },
  timings: { id: 'heartbeat.flow.metric.timings', defaultMessage: '{min} / {avg} / {max} ms' },
  warnings: { id: 'heartbeat.flow.warnings', defaultMessage: 'Warnings' },
  documentationEmpty: {
    id: 'heartbeat.flow.documentationEmpty',
    defaultMessage: 'This flow has no documentation.',
  },
});

export const flowSpecMessages = defineMessages({
  view: { id: 'heartbeat.spec.view', defaultMessage: 'View' },
  structured: { id: 'heartbeat.spec.structured', defaultMessage: 'Structured' },
  code: { id: 'heartbeat.spec.code', defaultMessage: 'Code' },
  codeLabel: { id: 'heartbeat.spec.codeLabel', defaultMessage: 'Flow spec as JSON (read-only)' },
  general: { id: 'heartbeat.spec.general', defaultMessage: 'General' },
  flowId: { id: 'heartbeat.spec.flowId', defaultMessage: 'Flow ID' },
  description: { id: 'heartbeat.spec.description', defaultMessage: 'Description' },
  exchangePattern: { id: 'heartbeat.spec.exchangePattern', defaultMessage: 'Exchange pattern' },
  flowState: { id: 'heartbeat.spec.flowState', defaultMessage: 'Flow state' },
  groups: { id: 'heartbeat.spec.groups', defaultMessage: 'Groups' },
  owner: { id: 'heartbeat.spec.owner', defaultMessage: 'Owner' },
  specVersion: { id: 'heartbeat.spec.specVersion', defaultMessage: 'Spec version' },
  deploymentTime: { id: 'heartbeat.spec.deploymentTime', defaultMessage: 'Deployment time' },
  updateTime: { id: 'heartbeat.spec.updateTime', defaultMessage: 'Update time' },
  anonymous: { id: 'heartbeat.spec.anonymous', defaultMessage: 'Allow anonymous access' },
  redelivery: { id: 'heartbeat.spec.redelivery', defaultMessage: 'Redelivery strategy' },
  maxAttempts: { id: 'heartbeat.spec.maxAttempts', defaultMessage: 'Max attempts' },
  timeoutMs: { id: 'heartbeat.spec.timeoutMs', defaultMessage: 'Timeout (ms)' },
  deadLetter: { id: 'heartbeat.spec.deadLetter', defaultMessage: 'Dead-letter strategy' },
  deadLetterId: { id: 'heartbeat.spec.deadLetterId', defaultMessage: 'ID' },
  logFullMessage: { id: 'heartbeat.spec.logFullMessage', defaultMessage: 'Log full message' },
  redeliveryMs: { id: 'heartbeat.spec.redeliveryMs', defaultMessage: 'Redelivery (ms)' },
  processors: { id: 'heartbeat.spec.processors', defaultMessage: 'Processors' },
  identifier: { id: 'heartbeat.spec.identifier', defaultMessage: 'Identifier' },
  type: { id: 'heartbeat.spec.type', defaultMessage: 'Type' },
  properties: { id: 'heartbeat.spec.properties', defaultMessage: 'Properties' },
  concurrencyMax: { id: 'heartbeat.spec.concurrencyMax', defaultMessage: 'Concurrency max' },
  logDescription: { id: 'heartbeat.spec.logDescription', defaultMessage: 'Log description' },
});

export const flowControlMessages = defineMessages({
  pause: { id: 'heartbeat.control.pause', defaultMessage: 'Pause flow' },
  resume: { id: 'heartbeat.control.resume', defaultMessage: 'Resume flow' },
  pauseTitle: { id: 'heartbeat.control.pauseTitle', defaultMessage: 'Pause {id}' },
  resumeTitle: { id: 'heartbeat.control.resumeTitle', defaultMessage: 'Resume {id}' },
  pauseIntro: {
    id: 'heartbeat.control.pauseIntro',
    defaultMessage: 'A paused flow takes no messages until it is resumed. Say why it is paused.',
  },
  resumeIntro: {
    id: 'heartbeat.control.resumeIntro',
    defaultMessage: 'The flow takes messages again once resumed.',
  },
  reason: { id: 'heartbeat.control.reason', defaultMessage: 'Reason' },
  reasonOptional: { id: 'heartbeat.control.reasonOptional', defaultMessage: 'Reason (optional)' },
  required: fieldMessages.required,
  tooLong: fieldMessages.tooLong,
  failed: {
    id: 'heartbeat.control.failed',
    defaultMessage: 'Something went wrong when editing flow status',
  },
  disabledTitle: { id: 'heartbeat.control.disabledTitle', defaultMessage: 'This flow is paused' },
  disabledBy: {
    id: 'heartbeat.control.disabledBy',
    defaultMessage: 'Paused by {name} on {time}.',
  },
  disabledReason: { id: 'heartbeat.control.disabledReason', defaultMessage: 'Reason: {reason}' },
});
