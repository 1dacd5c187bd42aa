import type { AlertFiring, AlertRule, AlertRuleDetails } from '@contracts/alerts';
import * as s from '../../lib/schemas';

const texts = s.replyList(s.text);

const ruleFields = {
  alertId: s.num,
  messageType: s.text,
  operator: s.text,
  count: s.num,
  timeValue: s.num,
  timeUnit: s.text,
  flowIds: texts,
  recipients: texts,
  created: s.text,
  createdBy: s.nullableText,
  updated: s.text,
  updatedBy: s.nullableText,
  lastTriggered: s.nullableText,
} as const;

/** AlertRule of src/shared/contracts/alerts. */
export const alertRuleReply = s.contractReply<AlertRule>()(ruleFields);
export const alertRulesReply = s.replyList(alertRuleReply);

/** AlertFiring of src/shared/contracts/alerts. */
export const alertFiringReply = s.contractReply<AlertFiring>()({
  id: s.num,
  triggered: s.text,
  count: s.num,
  windowFrom: s.text,
  windowTo: s.text,
  recipients: texts,
  mailError: s.nullableText,
});

/** AlertRuleDetails of src/shared/contracts/alerts. */
export const alertRuleDetailsReply = s.contractReply<AlertRuleDetails>()({
  ...ruleFields,
  history: s.replyList(alertFiringReply),
});
