import { rangeKey, type QueryRange } from '../../../shared/ui/date-range';
import type { AuditFilter } from './filter';

/** Query keys of the audit log, under ['settings', org, 'audit']. */
export const auditKeys = {
  organization: (org: number) => ['settings', org, 'audit'] as const,
  list: (org: number, range: QueryRange, filter: AuditFilter) =>
    ['settings', org, 'audit', 'list', rangeKey(range), filter] as const,
  latest: (org: number) => ['settings', org, 'audit', 'latest'] as const,
  organizationDetails: (org: number) => ['settings', org, 'audit', 'organization'] as const,
  event: (org: number, auditEventId: number) =>
    ['settings', org, 'audit', 'event', auditEventId] as const,
};
