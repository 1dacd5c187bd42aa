import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../shared/i18n';
import { FetchedAt, oldestFetch } from '../../../../shared/ui/offline';
import { AttentionList } from '../components/AttentionList';
import { QueryError } from '../../../../shared/ui';
import { SummaryCards } from '../components/SummaryCards';
import { TrafficPanel } from '../../model/components/TrafficPanel';
import { useFlowRows } from '../../model/useFlowRows';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { needingAttention, type FlowRow } from '../../model/flowRows';
import { overviewMessages } from '../messages';
import { flowAccessQueries } from '../../model/flowAccess';
import { trafficQueries } from '../../model/traffic';
import { heartbeatPaths } from '../../paths';

/** Overview (spec 2.2): flow counts, messages and failure rate, flows needing attention. */
export function OverviewPage() {
  const t = useT();
  const { org, range } = useHeartbeatPage();
  const query = useRangeQuery();
  const attentionId = useId();
  const summary = useQuery(trafficQueries.summary(org, range));
  useRangeToolbar(summary.dataUpdatedAt);
  const { flows, metrics, rows } = useFlowRows(org, range);
  const discrepancies = useQuery(flowAccessQueries.discrepancies(org));
  const attention = useMemo(() => (rows ? needingAttention(rows) : undefined), [rows]);
  const issueCount = discrepancies.data
    ? discrepancies.data.accessesWithoutDeployments.length +
      discrepancies.data.deploymentsWithoutAccesses.length
    : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(overviewMessages.heading)}
      </Title>
      {summary.isError && (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      <Stack gap={4}>
        <SummaryCards summary={summary.data} query={query} />
        <FetchedAt updatedAt={summary.dataUpdatedAt} />
      </Stack>
      <TrafficPanel org={org} range={range} />
      <Card withBorder component="section" aria-labelledby={attentionId}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id={attentionId}>
              {t(overviewMessages.attention)}
            </Title>
            {issueCount !== null && (
              <Anchor component={Link} href={heartbeatPaths.issues(query)} size="sm">
                {t(overviewMessages.issuesLink, { count: issueCount })}
              </Anchor>
            )}
          </Group>
          {(flows.isError || metrics.isError) && (
            <QueryError
              error={flows.error ?? metrics.error}
              onRetry={() => void Promise.all([flows.refetch(), metrics.refetch()])}
            />
          )}
          <DeferredAttention
            rows={attention}
            query={query}
            captionId={attentionId}
            updatedAt={oldestFetch(flows.dataUpdatedAt, metrics.dataUpdatedAt)}
            failed={flows.isError}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

interface DeferredAttentionProps {
  rows: readonly FlowRow[] | undefined;
  query: string;
  captionId: string;
  updatedAt: number;
  failed: boolean;
}

/**
 * The flows needing attention, drawn after the rest of the page: up to 50 table rows are the
 * page's largest render, and they would hold back the figures above them (the traffic totals,
 * the page's largest paint) in one long task. Deferred, React builds them in slices once
 * those are on screen; the placeholder stands until then.
 */
function DeferredAttention({ rows, query, captionId, updatedAt, failed }: DeferredAttentionProps) {
  const shown = useDeferredValue(rows);
  if (!shown) return failed ? null : <Skeleton height={120} />;
  return (
    <>
      <AttentionList rows={shown} query={query} captionId={captionId} />
      <FetchedAt updatedAt={updatedAt} />
    </>
  );
}
