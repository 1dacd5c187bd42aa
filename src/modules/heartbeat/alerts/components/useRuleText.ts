import { useCallback } from 'react';
import type { AlertRuleInput } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  alertMessages as m,
  durationMessages,
  messageTypeMessages,
  operatorMessages,
} from '../messages';

/** A rule in words: "Failed above 10 in 5 minutes". */
export function useRuleText() {
  const t = useT();
  return useCallback(
    (rule: Pick<AlertRuleInput, 'messageType' | 'operator' | 'count' | 'timeValue' | 'timeUnit'>) =>
      t(m.ruleText, {
        type: t(messageTypeMessages[rule.messageType]),
        operator: t(operatorMessages[rule.operator]).toLowerCase(),
        count: rule.count,
        time: t(durationMessages[rule.timeUnit], { value: rule.timeValue }),
      }),
    [t],
  );
}
