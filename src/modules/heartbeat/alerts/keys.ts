/** Key fragment of alert rules: the organization's list and one rule with its history. */
export const alertKeys = {
  alertRules: (org: number) => ['heartbeat', org, 'alerts'] as const,
  alertRule: (org: number, alertId: number) => ['heartbeat', org, 'alerts', alertId] as const,
};
