import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useT } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt } from '../../../../shared/ui/offline';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { AlertsTable } from '../components/AlertsTable';
import { alertMessages as m } from '../messages';
import { alertQueries } from '../queries';

/** Alert rules (spec 2.4): the list, each rule's last firing, and the way to a new one. */
export function AlertsPage() {
  const t = useT();
  const { org } = useHeartbeatPage();
  const query = useRangeQuery();
  const rules = useQuery(alertQueries.alertRules(org));
  useRangeToolbar(rules.dataUpdatedAt, { range: false });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(m.heading)}
        </Title>
        <Button component={Link} href={heartbeatPaths.alertCreate(query)}>
          {t(m.create)}
        </Button>
      </Group>
      <Text size="sm">{t(m.intro)}</Text>
      {rules.isError && (
        <QueryError
          error={rules.error}
          title={m.fetchFailed}
          onRetry={() => void rules.refetch()}
        />
      )}
      {rules.data ? (
        <Stack gap="xs">
          <FetchedAt updatedAt={rules.dataUpdatedAt} />
          <AlertsTable rules={rules.data} query={query} />
        </Stack>
      ) : (
        !rules.isError && <Skeleton height={200} />
      )}
    </Stack>
  );
}
