import { Code, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ActionExecution } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { commonMessages, QueryError } from '../../../shared/ui';
import { assetsQueries } from '../queries';
import { actionsMessages as m } from './messages';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function Outcome({ execution }: { execution: ActionExecution }) {
  const failed = execution.errorResponse !== null;
  return (
    <Code block c={failed ? 'red' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
      {json(failed ? execution.errorResponse : execution.response)}
    </Code>
  );
}

/** The executions of an action, newest first: one block each, readable on a phone too. */
export function ExecutionsList({ org, actionId }: { org: number; actionId: number }) {
  const { t, formatDateTime } = useI18n();
  const executions = useQuery(assetsQueries.executions(org, actionId));
  const time = (value: string | null) => (value ? formatDateTime(value) : t(commonMessages.none));
  if (executions.isError) {
    return <QueryError error={executions.error} onRetry={() => void executions.refetch()} />;
  }
  if (!executions.data) return null;
  if (executions.data.length === 0) return <Text size="sm">{t(m.noExecutions)}</Text>;
  return (
    <Stack gap="md" data-testid="executions">
      {executions.data.map((execution) => (
        <Stack key={execution.id} gap={4}>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={150}>{t(m.executedAt)}</Table.Th>
                <Table.Td>{time(execution.executedAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(m.responseReceivedAt)}</Table.Th>
                <Table.Td>{time(execution.responseReceivedAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(m.reportedBackAt)}</Table.Th>
                <Table.Td>{time(execution.reportedBackAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t(m.errorCount)}</Table.Th>
                <Table.Td>{execution.errorResponseCount}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            {t(m.outcome)}
          </Text>
          <Outcome execution={execution} />
        </Stack>
      ))}
    </Stack>
  );
}
