import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { auditApi, identityApi } from '../../api';
import { AUDIT_PAGE_SIZE, type AuditEventPage } from '../../contracts';
import { currentRange, type QueryRange, type ResolvedRange } from '../date-range';
import type { AuditFilter } from './filter';
import type { AuditKeys } from './keys';

/** Where a page starts: the cursor, and the range the list's first page resolved. */
interface AuditPageParam {
  cursor: string | null;
  range: ResolvedRange | null;
}

interface AuditListPage extends AuditEventPage {
  range: ResolvedRange;
}

const FIRST_PAGE: AuditPageParam = { cursor: null, range: null };

/** The audit log's queries under the keys of the module that shows it. */
export const auditQueriesOf = (auditKeys: AuditKeys) => ({
  /**
   * Pages of 100 events, newest first; "load more" follows the cursor. A range that follows the
   * clock resolves with the first page, and later pages keep that range, so the list does not
   * shift under the user. Only the first page persists (src/app/persistence).
   */
  events: (org: number, range: QueryRange, filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: auditKeys.list(org, range, filter),
      queryFn: async ({ pageParam, signal }): Promise<AuditListPage> => {
        const resolved = pageParam.range ?? currentRange(range);
        const page = await auditApi.events(
          org,
          {
            ...resolved,
            entityType: filter.entityType || undefined,
            eventType: filter.eventType || undefined,
            entityId: filter.entityId || undefined,
            cursor: pageParam.cursor ?? undefined,
            limit: AUDIT_PAGE_SIZE,
          },
          signal,
        );
        return { ...page, range: resolved };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (last): AuditPageParam | undefined =>
        last.nextCursor ? { cursor: last.nextCursor, range: last.range } : undefined,
    }),
  event: (org: number, auditEventId: number) =>
    queryOptions({
      queryKey: auditKeys.event(org, auditEventId),
      queryFn: ({ signal }) => auditApi.event(org, auditEventId, signal),
      // Payloads may carry personal data: kept in memory only.
      meta: { persist: false },
    }),
  /** The few newest events, for the settings overview. */
  latest: (org: number) =>
    queryOptions({
      queryKey: auditKeys.latest(org),
      queryFn: ({ signal }) => auditApi.events(org, { limit: 5 }, signal),
    }),
  organization: (org: number) =>
    queryOptions({
      queryKey: auditKeys.organizationDetails(org),
      queryFn: () => identityApi.organization(org),
    }),
});

export type AuditQueries = ReturnType<typeof auditQueriesOf>;
