import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { isApiError } from '../../../shared/api';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { workflowsMessages as m } from './messages';
import { PhaseBadge } from './PhaseBadge';

/** One workflow: its phase, times and artifacts. */
export function WorkflowView({ org, uid }: { org: number; uid: string }) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const workflow = useQuery(datalakeQueries.workflow(org, uid));
  useRangeToolbar(workflow.dataUpdatedAt, { range: false });
  const back = (
    <Anchor component={Link} href={datalakePaths.workflows()} size="sm">
      {t(m.back)}
    </Anchor>
  );
  if (workflow.isError) {
    return (
      <Stack gap="sm">
        {back}
        {isApiError(workflow.error) && workflow.error.status === 404 ? (
          <Title order={1} size="h2">
            {t(m.notFound)}
          </Title>
        ) : (
          <QueryError error={workflow.error} onRetry={() => void workflow.refetch()} />
        )}
      </Stack>
    );
  }
  const w = workflow.data;
  if (!w) return <Skeleton height={300} />;
  return (
    <Stack gap="md">
      {back}
      <Title order={1} size="h2">
        {w.name}
      </Title>
      <FetchedAt updatedAt={workflow.dataUpdatedAt} />
      <Card withBorder padding="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{t(m.uid)}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{w.uid}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t(m.phase)}</Table.Th>
              <Table.Td>
                <PhaseBadge phase={w.phase} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t(m.startedAt)}</Table.Th>
              <Table.Td>{formatDateTime(w.startedAt)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t(m.finishedAt)}</Table.Th>
              <Table.Td>{w.finishedAt ? formatDateTime(w.finishedAt) : '–'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <Title order={2} size="h4">
        {t(m.artifacts)}
      </Title>
      {w.artifacts.length === 0 ? (
        <Text size="sm">{t(m.noArtifacts)}</Text>
      ) : (
        <Stack gap={4}>
          {w.artifacts.map((a) => (
            <Text size="sm" key={a.name}>
              {a.name} · {a.type} · {t(m.size, { size: formatNumber(Math.round(a.size / 1024)) })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
