import { Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useI18n } from '../../i18n';
import { useConsoleSession } from '../../session';
import { QueryError } from '../QueryError';
import { FetchedAt } from '../offline';
import { usePageFrame, useRangeToolbar } from '../page-frame';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditFilterFromSearch, searchWithAuditFilter, type AuditFilter } from './filter';
import { auditMessages as m } from './messages';
import type { AuditQueries } from './queries';
import { PayloadDialog } from './PayloadDialog';

/** The organization of the page: the one in the path, else the session's. */
function useAuditOrganization(auditQueries: AuditQueries) {
  const session = useConsoleSession().organization;
  const param = Number(useParams<{ organizationId?: string }>().organizationId ?? NaN);
  const org = Number.isSafeInteger(param) && param > 0 ? param : session.organizationId;
  const other = useQuery({
    ...auditQueries.organization(org),
    enabled: org !== session.organizationId,
  });
  const name = org === session.organizationId ? session.name : (other.data?.name ?? String(org));
  return { org, name };
}

interface AuditLogPageProps {
  /** The queries under the keys of the module that shows the page (`auditQueriesOf`). */
  queries: AuditQueries;
}

/**
 * An organization's audit log (admins; settings and Heartbeat, spec 2.2 and 2.4): filtered,
 * newest first, paged on demand, each event's entity payload in a dialog. The organization is
 * the path's `organizationId`, else the session's. It needs a page frame (date range, refresh).
 */
export function AuditLogPage({ queries: auditQueries }: AuditLogPageProps) {
  const { t, formatNumber } = useI18n();
  const { org, name } = useAuditOrganization(auditQueries);
  const { range } = usePageFrame();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filter = useMemo(() => auditFilterFromSearch(search), [search]);
  const setFilter = useCallback(
    (next: AuditFilter) => navigate(`${location}${searchWithAuditFilter(search, next)}`),
    [location, navigate, search],
  );
  const list = useInfiniteQuery(auditQueries.events(org, range, filter));
  useRangeToolbar(list.dataUpdatedAt);
  const events = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const [openId, setOpenId] = useState<number | null>(null);
  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading, { organization: name })}
      </Title>
      <AuditFilters filter={filter} onChange={setFilter} />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite">
              {t(m.shown, { count: formatNumber(events.length) })}
            </Text>
            <FetchedAt updatedAt={list.dataUpdatedAt} />
          </Group>
          <AuditTable
            events={events}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={loadMore}
            onPayload={setOpenId}
          />
        </>
      )}
      <PayloadDialog
        queries={auditQueries}
        org={org}
        auditEventId={openId}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  );
}
