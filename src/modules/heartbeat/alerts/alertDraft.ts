import {
  ALERT_FLOWS_MAX,
  ALERT_MESSAGE_TYPES,
  ALERT_OPERATORS,
  ALERT_RECIPIENTS_MAX,
  ALERT_TIME_UNITS,
  alertRuleProblems,
  type AlertField,
  type AlertProblem,
  type AlertRule,
  type AlertRuleInput,
} from '../../../shared/contracts';

/**
 * What was typed into the alert form, kept as a draft so it survives a reload: numbers as
 * typed (a half-typed number is kept as it is), and the address being typed.
 */
export interface AlertDraft {
  messageType: AlertRuleInput['messageType'];
  operator: AlertRuleInput['operator'];
  count: string;
  timeValue: string;
  timeUnit: AlertRuleInput['timeUnit'];
  flowIds: string[];
  recipients: string[];
  email: string;
}

export const EMPTY_ALERT: AlertDraft = {
  messageType: 'FAILED',
  operator: 'ABOVE',
  count: '',
  timeValue: '',
  timeUnit: 'MINUTES',
  flowIds: [],
  recipients: [],
  email: '',
};

/** The draft of a new rule (alertId null) or of changes to one, per user and organization. */
export const alertDraftKey = (userId: number, org: number, alertId: number | null) =>
  `user.${userId}.heartbeat.alertForm.${org}.${alertId ?? 'new'}`;

export function draftOf(rule: AlertRule): AlertDraft {
  return {
    messageType: rule.messageType,
    operator: rule.operator,
    count: String(rule.count),
    timeValue: String(rule.timeValue),
    timeUnit: rule.timeUnit,
    flowIds: rule.flowIds,
    recipients: rule.recipients,
    email: '',
  };
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isTexts = (value: unknown, max: number) =>
  Array.isArray(value) && value.length <= max && value.every((v) => isText(v, 300));

export function isAlertDraft(value: unknown): value is AlertDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    ALERT_MESSAGE_TYPES.some((t) => t === d.messageType) &&
    ALERT_OPERATORS.some((o) => o === d.operator) &&
    ALERT_TIME_UNITS.some((u) => u === d.timeUnit) &&
    isText(d.count, 20) &&
    isText(d.timeValue, 20) &&
    isText(d.email, 300) &&
    isTexts(d.flowIds, ALERT_FLOWS_MAX + 1) &&
    isTexts(d.recipients, ALERT_RECIPIENTS_MAX + 1)
  );
}

/** A typed number: NaN when empty ("Field is required"), 0.5 ("Must be a integer") when not a number. */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const value = Number(trimmed);
  return Number.isNaN(value) ? 0.5 : value;
}

export function inputOf(draft: AlertDraft): AlertRuleInput {
  return {
    messageType: draft.messageType,
    operator: draft.operator,
    count: typedNumber(draft.count),
    timeValue: typedNumber(draft.timeValue),
    timeUnit: draft.timeUnit,
    flowIds: draft.flowIds,
    recipients: draft.recipients,
  };
}

/** The draft's problems by field, as the server finds them (the same rules). */
export function draftProblems(draft: AlertDraft): Partial<Record<AlertField, AlertProblem>> {
  return alertRuleProblems(inputOf(draft));
}
