/** What an alert rule counts (spec 3.2): every message, the failed ones or the successful ones. */
export const ALERT_MESSAGE_TYPES = ['RECEIVED', 'FAILED', 'SUCCESSFUL'] as const;
export type AlertMessageType = (typeof ALERT_MESSAGE_TYPES)[number];

export const ALERT_OPERATORS = ['ABOVE', 'UNDER', 'EQUAL_TO'] as const;
export type AlertOperator = (typeof ALERT_OPERATORS)[number];

/** Alert time units (spec 9): minutes 1-60, hours 1-24. */
export const ALERT_TIME_UNITS = ['MINUTES', 'HOURS'] as const;
export type AlertTimeUnit = (typeof ALERT_TIME_UNITS)[number];

export const ALERT_TIME_MAX: Record<AlertTimeUnit, number> = { MINUTES: 60, HOURS: 24 };
export const ALERT_COUNT_MAX = 10_000;
export const ALERT_RECIPIENTS_MAX = 50;
export const ALERT_FLOWS_MAX = 500;
/** The most rules an organization keeps. */
export const ALERT_RULES_MAX = 10_000;
/** Firings shown with a rule, newest first. */
export const ALERT_HISTORY_SHOWN = 50;

export interface AlertRuleInput {
  messageType: AlertMessageType;
  operator: AlertOperator;
  count: number;
  timeValue: number;
  timeUnit: AlertTimeUnit;
  flowIds: string[];
  recipients: string[];
}

export interface AlertRule extends AlertRuleInput {
  alertId: number;
  created: string;
  createdBy: string | null;
  updated: string;
  updatedBy: string | null;
  /** When the rule last fired (sent its mail); null before the first time. */
  lastTriggered: string | null;
}

/** One firing of a rule: the count it saw over its window and the mail it sent. */
export interface AlertFiring {
  id: number;
  triggered: string;
  count: number;
  windowFrom: string;
  windowTo: string;
  recipients: string[];
  /** Why the mail could not be sent; null when it was. */
  mailError: string | null;
}

export interface AlertRuleDetails extends AlertRule {
  history: AlertFiring[];
}

/** The rule's window in milliseconds. */
export function alertWindowMs(rule: Pick<AlertRuleInput, 'timeValue' | 'timeUnit'>): number {
  return rule.timeValue * (rule.timeUnit === 'HOURS' ? 3_600_000 : 60_000);
}

/** Whether a count over the window matches the rule. */
export function alertMatches(rule: Pick<AlertRuleInput, 'operator' | 'count'>, count: number) {
  if (rule.operator === 'ABOVE') return count > rule.count;
  if (rule.operator === 'UNDER') return count < rule.count;
  return count === rule.count;
}

/**
 * What is wrong with a rule, by field: the console shows it beside the field, the server
 * answers the first one (spec 5's messages, ALERT_PROBLEM_TEXT).
 */
export type AlertProblem =
  | 'required'
  | 'integer'
  | 'countRange'
  | 'minutesRange'
  | 'hoursRange'
  | 'oneFlow'
  | 'tooManyFlows'
  | 'oneEmail'
  | 'invalidEmail'
  | 'sameEmail'
  | 'tooManyEmails';

export const ALERT_PROBLEM_TEXT: Record<AlertProblem, string> = {
  required: 'Field is required',
  integer: 'Must be a integer',
  countRange: 'Number must be between 0 and 10000',
  minutesRange: 'Must be between 1 and 60 minutes',
  hoursRange: 'Must be between 1 and 24 hours',
  oneFlow: 'One flow must be selected',
  tooManyFlows: `Must be at most ${ALERT_FLOWS_MAX} flows.`,
  oneEmail: 'One email must be added',
  invalidEmail: 'Invalid email',
  sameEmail: 'Not allowed to add same email twice',
  tooManyEmails: `Must be at most ${ALERT_RECIPIENTS_MAX} emails.`,
};

export type AlertField = 'count' | 'timeValue' | 'flowIds' | 'recipients';

/**
 * A recipient as the rule keeps it (trimmed, lower case): a plain addr-spec that no mail
 * library reads as anything else. The local part is dot-separated atoms of letters, digits
 * and `' + - _ = # $ & * / ? ^ { | } ~` (no quotes, angle brackets, commas, spaces,
 * parentheses, control characters, and no `%` or `!`, which some relays route by); the
 * domain is dot-separated DNS labels ending in a letter label, no address literal.
 */
const ATOM = "[a-z0-9'+\\-_=#$&*/?^`{|}~]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
export const ALERT_RECIPIENT_PATTERN = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`,
);

/** A recipient as the rule stores and mails it. */
export const normalRecipient = (email: string) => email.trim().toLowerCase();

/** Whether a recipient (as stored) is one the rule may mail. */
export function isRecipient(email: string): boolean {
  const [local = ''] = email.split('@');
  return email.length <= 254 && local.length <= 64 && ALERT_RECIPIENT_PATTERN.test(email);
}

/** A recipient's problem on its own (the console checks one before adding it). */
export function recipientProblem(email: string, others: readonly string[]): AlertProblem | null {
  const normal = normalRecipient(email);
  if (!isRecipient(normal)) return 'invalidEmail';
  if (others.some((o) => normalRecipient(o) === normal)) return 'sameEmail';
  return null;
}

/** A recipient's domain (after its last `@`). */
export const recipientDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * A deployer may add recipients only at the e-mail domains of the organization's users; an
 * address elsewhere needs an admin of the organization (or the owner). Kept addresses of a
 * rule an admin set stay.
 */
export const ALERT_OUTSIDE_RECIPIENTS =
  "Only an admin may add recipients outside the e-mail domains of the organization's users";

export function outsideRecipientsMessage(emails: readonly string[]): string {
  return `${ALERT_OUTSIDE_RECIPIENTS}: ${emails.join(', ')}.`;
}

/** The addresses an outside-recipients answer names, or null for any other message. */
export function outsideRecipientsIn(message: string | null | undefined): string[] | null {
  const prefix = `${ALERT_OUTSIDE_RECIPIENTS}: `;
  if (!message?.startsWith(prefix) || !message.endsWith('.')) return null;
  return message.slice(prefix.length, -1).split(', ');
}

function numberProblem(value: number, min: number, max: number, range: AlertProblem) {
  if (!Number.isFinite(value)) return 'required';
  if (!Number.isInteger(value)) return 'integer';
  return value < min || value > max ? range : null;
}

/** Every problem of a rule, by field; empty when the rule may be saved. */
export function alertRuleProblems(
  input: AlertRuleInput,
): Partial<Record<AlertField, AlertProblem>> {
  const problems: Partial<Record<AlertField, AlertProblem>> = {};
  const count = numberProblem(input.count, 0, ALERT_COUNT_MAX, 'countRange');
  if (count) problems.count = count;
  const unit = input.timeUnit;
  const time = numberProblem(
    input.timeValue,
    1,
    ALERT_TIME_MAX[unit],
    unit === 'HOURS' ? 'hoursRange' : 'minutesRange',
  );
  if (time) problems.timeValue = time;
  if (input.flowIds.length === 0) problems.flowIds = 'oneFlow';
  else if (input.flowIds.length > ALERT_FLOWS_MAX) problems.flowIds = 'tooManyFlows';
  if (input.recipients.length === 0) problems.recipients = 'oneEmail';
  else if (input.recipients.length > ALERT_RECIPIENTS_MAX) problems.recipients = 'tooManyEmails';
  else {
    for (const [i, email] of input.recipients.entries()) {
      const problem = recipientProblem(email, input.recipients.slice(0, i));
      if (problem) {
        problems.recipients = problem;
        break;
      }
    }
  }
  return problems;
}
