import { rangeKey, type QueryRange } from '../date-range/dateRange';
import type { AuditFilter } from './filter';

/**
 * Query keys of an audit log page, under [module, org, 'audit'] of the module that shows it
 * (settings, heartbeat), so that module's frame refreshes and its persistence keeps them.
 */
export function auditKeysOf(module: string) {
  return {
    organization: (org: number) => [module, org, 'audit'] as const,
    list: (org: number, range: QueryRange, filter: AuditFilter) =>
      [module, org, 'audit', 'list', rangeKey(range), filter] as const,
    latest: (org: number) => [module, org, 'audit', 'latest'] as const,
    organizationDetails: (org: number) => [module, org, 'audit', 'organization'] as const,
    event: (org: number, auditEventId: number) =>
      [module, org, 'audit', 'event', auditEventId] as const,
  };
}

export type AuditKeys = ReturnType<typeof auditKeysOf>;
