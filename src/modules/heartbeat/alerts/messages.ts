import type {
  AlertMessageType,
  AlertOperator,
  AlertProblem,
  AlertTimeUnit,
} from '../../../shared/contracts';
import { defineMessages, type Message } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** The alert rules list, form and history (spec 2.4, 3.2). */
export const alertMessages = defineMessages({
  heading: { id: 'heartbeat.alerts.heading', defaultMessage: 'Alerts' },
  intro: {
    id: 'heartbeat.alerts.intro',
    defaultMessage:
      'Rules on message counts: when a count over its time window starts to match, the recipients get a mail. While it keeps matching, they get it again at the interval the server is set to (a day unless changed); once it has stopped matching, the next match mails at once.',
  },
  create: { id: 'heartbeat.alerts.create', defaultMessage: 'Create alert' },
  table: { id: 'heartbeat.alerts.table', defaultMessage: 'Alert rules' },
  empty: { id: 'heartbeat.alerts.empty', defaultMessage: 'No alert rules yet.' },
  fetchFailed: {
    id: 'heartbeat.alerts.fetchFailed',
    defaultMessage: 'Something went wrong when fetching alerts',
  },
  rule: { id: 'heartbeat.alerts.rule', defaultMessage: 'Rule' },
  ruleText: {
    id: 'heartbeat.alerts.ruleText',
    defaultMessage: '{type} {operator} {count} in {time}',
  },
  flows: { id: 'heartbeat.alerts.flows', defaultMessage: 'Flows' },
  flowsLegend: { id: 'heartbeat.alerts.flowsLegend', defaultMessage: 'Flows this alert watches' },
  recipients: { id: 'heartbeat.alerts.recipients', defaultMessage: 'Recipients' },
  lastTriggered: { id: 'heartbeat.alerts.lastTriggered', defaultMessage: 'Last triggered' },
  never: { id: 'heartbeat.alerts.never', defaultMessage: 'Never' },
  updated: { id: 'heartbeat.alerts.updated', defaultMessage: 'Updated' },
  created: { id: 'heartbeat.alerts.created', defaultMessage: 'Created' },
  byWhom: { id: 'heartbeat.alerts.byWhom', defaultMessage: '{time} by {user}' },
  createHeading: { id: 'heartbeat.alerts.createHeading', defaultMessage: 'Create alert' },
  editHeading: { id: 'heartbeat.alerts.editHeading', defaultMessage: 'Alert {id}' },
  backToList: { id: 'heartbeat.alerts.backToList', defaultMessage: 'All alerts' },
  notFound: { id: 'heartbeat.alerts.notFound', defaultMessage: 'There is no alert {id}.' },
  messageType: { id: 'heartbeat.alerts.messageType', defaultMessage: 'Message type' },
  operator: { id: 'heartbeat.alerts.operator', defaultMessage: 'Operator' },
  count: { id: 'heartbeat.alerts.count', defaultMessage: 'Count' },
  timeValue: { id: 'heartbeat.alerts.timeValue', defaultMessage: 'Time' },
  timeUnit: { id: 'heartbeat.alerts.timeUnit', defaultMessage: 'Unit' },
  email: { id: 'heartbeat.alerts.email', defaultMessage: 'E-mail' },
  addEmail: { id: 'heartbeat.alerts.addEmail', defaultMessage: 'Add e-mail' },
  removeEmail: { id: 'heartbeat.alerts.removeEmail', defaultMessage: 'Remove {email}' },
  save: { id: 'heartbeat.alerts.save', defaultMessage: 'Save alert' },
  saveFailed: {
    id: 'heartbeat.alerts.saveFailed',
    defaultMessage: 'Something went wrong when saving the alert',
  },
  outsideRecipients: {
    id: 'heartbeat.alerts.outsideRecipients',
    defaultMessage:
      "Only an admin may add recipients outside the e-mail domains of the organization's users: {emails}.",
  },
  draftKept: {
    id: 'heartbeat.alerts.draftKept',
    defaultMessage: 'Unsaved changes are kept on this device.',
  },
  discardDraft: { id: 'heartbeat.alerts.discardDraft', defaultMessage: 'Discard changes' },
  delete: { id: 'heartbeat.alerts.delete', defaultMessage: 'Delete alert' },
  deleteTitle: { id: 'heartbeat.alerts.deleteTitle', defaultMessage: 'Delete alert {id}?' },
  deleteText: {
    id: 'heartbeat.alerts.deleteText',
    defaultMessage: 'The rule and its history are removed. Its recipients get no more mail.',
  },
  deleteFailed: {
    id: 'heartbeat.alerts.deleteFailed',
    defaultMessage: 'Something went wrong when deleting the alert',
  },
  history: { id: 'heartbeat.alerts.history', defaultMessage: 'History' },
  historyEmpty: {
    id: 'heartbeat.alerts.historyEmpty',
    defaultMessage: 'The rule has not fired yet.',
  },
  triggered: { id: 'heartbeat.alerts.triggered', defaultMessage: 'Triggered' },
  counted: { id: 'heartbeat.alerts.counted', defaultMessage: 'Counted' },
  window: { id: 'heartbeat.alerts.window', defaultMessage: 'Window' },
  mail: { id: 'heartbeat.alerts.mail', defaultMessage: 'Mail' },
  mailSent: { id: 'heartbeat.alerts.mailSent', defaultMessage: 'Sent' },
  mailFailed: { id: 'heartbeat.alerts.mailFailed', defaultMessage: 'Not sent: {error}' },
  timeZone: { id: 'heartbeat.alerts.timeZone', defaultMessage: 'Times in {zone}' },
});

export const messageTypeMessages: Record<AlertMessageType, Message> = defineMessages({
  RECEIVED: { id: 'heartbeat.alerts.type.received', defaultMessage: 'Received' },
  FAILED: { id: 'heartbeat.alerts.type.failed', defaultMessage: 'Failed' },
  SUCCESSFUL: { id: 'heartbeat.alerts.type.successful', defaultMessage: 'Successful' },
});

export const operatorMessages: Record<AlertOperator, Message> = defineMessages({
  ABOVE: { id: 'heartbeat.alerts.operator.above', defaultMessage: 'Above' },
  UNDER: { id: 'heartbeat.alerts.operator.under', defaultMessage: 'Under' },
  EQUAL_TO: { id: 'heartbeat.alerts.operator.equalTo', defaultMessage: 'Equal to' },
});

export const timeUnitMessages: Record<AlertTimeUnit, Message> = defineMessages({
  MINUTES: { id: 'heartbeat.alerts.unit.minutes', defaultMessage: 'Minutes' },
  HOURS: { id: 'heartbeat.alerts.unit.hours', defaultMessage: 'Hours' },
});

export const durationMessages: Record<AlertTimeUnit, Message> = defineMessages({
  MINUTES: {
    id: 'heartbeat.alerts.duration.minutes',
    defaultMessage: '{value, plural, one {# minute} other {# minutes}}',
  },
  HOURS: {
    id: 'heartbeat.alerts.duration.hours',
    defaultMessage: '{value, plural, one {# hour} other {# hours}}',
  },
});

/** Spec 5's messages, verbatim. */
export const problemMessages: Record<AlertProblem, Message> = defineMessages({
  required: fieldMessages.required,
  integer: fieldMessages.integer,
  countRange: {
    id: 'heartbeat.alerts.problem.countRange',
    defaultMessage: 'Number must be between 0 and 10000',
  },
  minutesRange: {
    id: 'heartbeat.alerts.problem.minutesRange',
    defaultMessage: 'Must be between 1 and 60 minutes',
  },
  hoursRange: {
    id: 'heartbeat.alerts.problem.hoursRange',
    defaultMessage: 'Must be between 1 and 24 hours',
  },
  oneFlow: { id: 'heartbeat.alerts.problem.oneFlow', defaultMessage: 'One flow must be selected' },
  tooManyFlows: {
    id: 'heartbeat.alerts.problem.tooManyFlows',
    defaultMessage: 'Must be at most 500 flows.',
  },
  oneEmail: { id: 'heartbeat.alerts.problem.oneEmail', defaultMessage: 'One email must be added' },
  invalidEmail: fieldMessages.invalidEmail,
  sameEmail: {
    id: 'heartbeat.alerts.problem.sameEmail',
    defaultMessage: 'Not allowed to add same email twice',
  },
  tooManyEmails: {
    id: 'heartbeat.alerts.problem.tooManyEmails',
    defaultMessage: 'Must be at most 50 emails.',
  },
});
