import { useCallback } from 'react';
import type { AlertRuleInput } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { fixedText } from '../../../../shared/ui/table';
import {
  alertMessages as m,
  durationMessages,
  messageTypeMessages,
  operatorMessages,
} from '../messages';

/**
 * A rule in words: "Failed above 10 in 5 minutes". The message type and operator words are
 * the same few in every row of the list: looked up once per translator, not formatted per row.
 */
export function useRuleText() {
  const t = useT();
  return useCallback(
    (rule: Pick<AlertRuleInput, 'messageType' | 'operator' | 'count' | 'timeValue' | 'timeUnit'>) =>
      t(m.ruleText, {
        type: fixedText(t, messageTypeMessages[rule.messageType]),
        operator: fixedText(t, operatorMessages[rule.operator]).toLowerCase(),
        count: rule.count,
        time: t(durationMessages[rule.timeUnit], { value: rule.timeValue }),
      }),
    [t],
  );
}
