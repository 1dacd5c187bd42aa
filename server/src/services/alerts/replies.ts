import { nullableText, num, replyList, replyObject, text } from '../../lib/schemas';

const texts = replyList(text);

const ruleFields = {
  alertId: num,
  messageType: text,
  operator: text,
  count: num,
  timeValue: num,
  timeUnit: text,
  flowIds: texts,
  recipients: texts,
  created: text,
  createdBy: nullableText,
  updated: text,
  updatedBy: nullableText,
  lastTriggered: nullableText,
} as const;

export const alertRuleReply = replyObject(ruleFields);
export const alertRulesReply = replyList(alertRuleReply);

export const alertFiringReply = replyObject({
  id: num,
  triggered: text,
  count: num,
  windowFrom: text,
  windowTo: text,
  recipients: texts,
  mailError: nullableText,
});

export const alertRuleDetailsReply = replyObject({
  ...ruleFields,
  history: replyList(alertFiringReply),
});
