import { defineMessages, type Message } from '../../shared/i18n';
import type { FlowStatus } from './lib/flowStatus';

/** Names of the module and its pages; loaded with the menu, so kept small. */
export const heartbeatMessages = defineMessages({
  moduleName: { id: 'heartbeat.module.name', defaultMessage: 'Heartbeat' },
  foundationName: { id: 'heartbeat.module.foundationName', defaultMessage: 'Connect' },
  overviewTitle: { id: 'heartbeat.overview.title', defaultMessage: 'Overview' },
  flowsTitle: { id: 'heartbeat.flows.title', defaultMessage: 'Flows' },
  flowTitle: { id: 'heartbeat.flow.title', defaultMessage: 'Flow' },
  tracesTitle: { id: 'heartbeat.traces.title', defaultMessage: 'Flow traces' },
  issuesTitle: { id: 'heartbeat.issues.title', defaultMessage: 'Issues' },
});

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
