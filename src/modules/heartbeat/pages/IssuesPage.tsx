import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { FetchedAt } from '../../../shared/ui/offline';
import { RefreshEvery } from '../../../shared/ui/refresh';
import { IssuesList } from '../components/IssuesList';
import { QueryError } from '../components/QueryError';
import { useRangeQuery } from '../hooks/useRangeLink';
import { heartbeatKeys } from '../keys';
import { issuesMessages } from '../overviewMessages';
import { heartbeatQueries } from '../queries';

/** Flow access issues: the overview of flows needing attention on the access side. */
export function IssuesPage() {
  const t = useT();
  const org = useConsoleSession().organization.organizationId;
  const query = useRangeQuery();
  const discrepancies = useQuery(heartbeatQueries.discrepancies(org));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(issuesMessages.heading)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(issuesMessages.intro)}
          </Text>
        </Stack>
        <RefreshEvery
          queryKeys={[heartbeatKeys.discrepancies(org)]}
          updatedAt={discrepancies.dataUpdatedAt || undefined}
        />
      </Group>
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
