import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { IssuesList } from '../components/IssuesList';
import { QueryError } from '../../../../shared/ui';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { issuesMessages } from '../messages';
import { accessQueries } from '../queries';

/** Flow access issues: the overview of flows needing attention on the access side. */
export function IssuesPage() {
  const t = useT();
  const { org } = useHeartbeatPage();
  const query = useRangeQuery();
  const discrepancies = useQuery(accessQueries.discrepancies(org));
  // Refresh only: the access issues do not follow the date range.
  useRangeToolbar(discrepancies.dataUpdatedAt, { range: false });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(issuesMessages.heading)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(issuesMessages.intro)}
        </Text>
      </Stack>
      {discrepancies.isError && (
        <QueryError error={discrepancies.error} onRetry={() => void discrepancies.refetch()} />
      )}
      {discrepancies.isPending && <Skeleton height={160} />}
      {discrepancies.data && (
        <Stack gap="xs">
          <FetchedAt updatedAt={discrepancies.dataUpdatedAt} />
          <IssuesList discrepancies={discrepancies.data} query={query} />
        </Stack>
      )}
    </Stack>
  );
}
