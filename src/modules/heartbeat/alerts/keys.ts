import { heartbeatRoot } from '../model/keys';

const alertRules = (org: number) => [...heartbeatRoot.organization(org), 'alerts'] as const;

/** Key fragment of alert rules: the organization's list and one rule with its history. */
export const alertKeys = {
  alertRules,
  alertRule: (org: number, alertId: number) => [...alertRules(org), alertId] as const,
};
