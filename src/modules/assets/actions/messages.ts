import { defineMessages, type Message } from '../../../shared/i18n';
import type { ActionState, ActionType } from '../../../shared/contracts';

export const actionsMessages = defineMessages({
  heading: { id: 'assets.actions.heading', defaultMessage: 'Actions' },
  stateFilter: { id: 'assets.actions.stateFilter', defaultMessage: 'State' },
  anyState: { id: 'assets.actions.anyState', defaultMessage: 'All states' },
  table: { id: 'assets.actions.table', defaultMessage: 'Actions' },
  columnCreated: { id: 'assets.actions.column.created', defaultMessage: 'Created' },
  columnAsset: { id: 'assets.actions.column.asset', defaultMessage: 'Asset' },
  columnType: { id: 'assets.actions.column.type', defaultMessage: 'Type' },
  columnState: { id: 'assets.actions.column.state', defaultMessage: 'State' },
  columnSource: { id: 'assets.actions.column.source', defaultMessage: 'Source' },
  columnAutomation: { id: 'assets.actions.column.automation', defaultMessage: 'Automation' },
  columnAttempts: { id: 'assets.actions.column.attempts', defaultMessage: 'Attempts' },
  columnOpen: { id: 'assets.actions.column.open', defaultMessage: 'Details' },
  details: { id: 'assets.actions.details', defaultMessage: 'Details' },
  detailsLabel: { id: 'assets.actions.detailsLabel', defaultMessage: 'Details of action {id}' },
  rowLabel: { id: 'assets.actions.rowLabel', defaultMessage: 'Action {id}' },
  empty: { id: 'assets.actions.empty', defaultMessage: 'No actions in this time range.' },
  shown: {
    id: 'assets.actions.shown',
    defaultMessage: '{shown} of {total, plural, one {# action} other {# actions}}',
  },
  manual: { id: 'assets.actions.manual', defaultMessage: 'Manual' },
  drawerTitle: { id: 'assets.actions.drawerTitle', defaultMessage: 'Action {id}' },
  fieldAsset: { id: 'assets.actions.field.asset', defaultMessage: 'Asset' },
  fieldCorrelation: { id: 'assets.actions.field.correlation', defaultMessage: 'Correlation id' },
  fieldTags: { id: 'assets.actions.field.tags', defaultMessage: 'Tags' },
  fieldNextAttempt: { id: 'assets.actions.field.nextAttempt', defaultMessage: 'Next attempt' },
  payload: { id: 'assets.actions.payload', defaultMessage: 'Payload' },
  response: { id: 'assets.actions.response', defaultMessage: 'Response' },
  errorResponse: { id: 'assets.actions.errorResponse', defaultMessage: 'Error response' },
  executions: { id: 'assets.actions.executions', defaultMessage: 'Executions' },
  noExecutions: { id: 'assets.actions.noExecutions', defaultMessage: 'Not executed yet.' },
  executedAt: { id: 'assets.actions.executedAt', defaultMessage: 'Executed' },
  responseReceivedAt: {
    id: 'assets.actions.responseReceivedAt',
    defaultMessage: 'Answer received',
  },
  reportedBackAt: { id: 'assets.actions.reportedBackAt', defaultMessage: 'Reported back' },
  errorCount: { id: 'assets.actions.errorCount', defaultMessage: 'Errors so far' },
  outcome: { id: 'assets.actions.outcome', defaultMessage: 'Outcome' },
  execute: { id: 'assets.actions.execute', defaultMessage: 'Execute' },
  close: { id: 'assets.actions.close', defaultMessage: 'Close action' },
  executeTitle: { id: 'assets.actions.executeTitle', defaultMessage: 'Execute action {id}?' },
  executeText: {
    id: 'assets.actions.executeText',
    defaultMessage:
      '“{type}” is sent to the head-end system of meter {meter} (usage point {usagePoint}) now.',
  },
  executeTextNoMeter: {
    id: 'assets.actions.executeTextNoMeter',
    defaultMessage:
      '“{type}” is sent to the head-end system of the meter of usage point {usagePoint} now.',
  },
  executeMeterLoading: {
    id: 'assets.actions.executeMeterLoading',
    defaultMessage: 'Looking up the meter of usage point {usagePoint}…',
  },
  closeTitle: { id: 'assets.actions.closeTitle', defaultMessage: 'Close action {id}?' },
  closeText: {
    id: 'assets.actions.closeText',
    defaultMessage: 'A closed action is not executed again, by people or by its automation.',
  },
  executeFailed: {
    id: 'assets.actions.executeFailed',
    defaultMessage: 'Something went wrong when executing action',
  },
  closeFailed: {
    id: 'assets.actions.closeFailed',
    defaultMessage: 'Something went wrong when closing action',
  },
  fetchFailed: {
    id: 'assets.actions.fetchFailed',
    defaultMessage: 'Something went wrong when fetching actions',
  },
});

export const actionStateMessages = defineMessages({
  OPEN: { id: 'assets.actionState.open', defaultMessage: 'Open' },
  IN_PROGRESS: { id: 'assets.actionState.inProgress', defaultMessage: 'In progress' },
  COMPLETED: { id: 'assets.actionState.completed', defaultMessage: 'Completed' },
  FAILED: { id: 'assets.actionState.failed', defaultMessage: 'Failed' },
  CLOSED: { id: 'assets.actionState.closed', defaultMessage: 'Closed' },
});

export const actionTypeMessages = defineMessages({
  ON_DEMAND_READ: { id: 'assets.actionType.onDemandRead', defaultMessage: 'On-demand read' },
  CONNECT: { id: 'assets.actionType.connect', defaultMessage: 'Connect' },
  DISCONNECT: { id: 'assets.actionType.disconnect', defaultMessage: 'Disconnect' },
  PING: { id: 'assets.actionType.ping', defaultMessage: 'Ping' },
  SET_TARIFF: { id: 'assets.actionType.setTariff', defaultMessage: 'Set tariff' },
  FIRMWARE_UPDATE: { id: 'assets.actionType.firmwareUpdate', defaultMessage: 'Firmware update' },
} satisfies Record<ActionType, Message>);

/**
 * The systems that ask for actions, in words. Sources are free text: one this console does not
 * know shows as it is.
 */
export const actionSourceMessages: Readonly<Record<string, Message>> = defineMessages({
  MDM: { id: 'assets.actionSource.mdm', defaultMessage: 'Meter data management' },
  CRM: { id: 'assets.actionSource.crm', defaultMessage: 'Customer system' },
  OUTAGE: { id: 'assets.actionSource.outage', defaultMessage: 'Outage management' },
  CONSOLE: { id: 'assets.actionSource.console', defaultMessage: 'Console' },
});

export const ACTION_STATE_COLORS: Record<ActionState, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
  CLOSED: 'gray',
};
