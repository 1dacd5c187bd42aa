import type { AlertRule, AlertRuleDetails, AlertRuleInput } from '../contracts';
import { request } from './http';

/** Alert rules of the insights service (docs/api.md, "Alert rules"). */
export const alertsApi = {
  alertRules: (org: number) => request<AlertRule[]>('insights', `/v1/${org}/alerts`),
  alertRule: (org: number, alertId: number) =>
    request<AlertRuleDetails>('insights', `/v1/${org}/alerts/${alertId}`),
  createAlertRule: (org: number, input: AlertRuleInput) =>
    request<AlertRule>('insights', `/v1/${org}/alerts`, { method: 'POST', body: input }),
  updateAlertRule: (org: number, alertId: number, input: AlertRuleInput) =>
    request<AlertRule>('insights', `/v1/${org}/alerts/${alertId}`, { method: 'PUT', body: input }),
  deleteAlertRule: (org: number, alertId: number) =>
    request<null>('insights', `/v1/${org}/alerts/${alertId}`, { method: 'DELETE' }),
};
