import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '../../../shared/api';
import type { AlertRuleInput } from '../../../shared/contracts';
import { alertKeys } from './keys';

/** Alert rules of the insights service. */
export const alertQueries = {
  alertRules: (org: number) =>
    queryOptions({
      queryKey: alertKeys.alertRules(org),
      queryFn: () => alertsApi.alertRules(org),
    }),
  alertRule: (org: number, alertId: number) =>
    queryOptions({
      queryKey: alertKeys.alertRule(org, alertId),
      queryFn: () => alertsApi.alertRule(org, alertId),
    }),
};

/** Creates a rule (no id) or changes one; deletes one. The list and the rule are refetched. */
export function useAlertChange(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; alertId: number | null; input: AlertRuleInput }
        | { kind: 'delete'; alertId: number },
    ) => {
      if (change.kind === 'delete') return alertsApi.deleteAlertRule(org, change.alertId);
      return change.alertId === null
        ? alertsApi.createAlertRule(org, change.input)
        : alertsApi.updateAlertRule(org, change.alertId, change.input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.alertRules(org) }),
  });
}
