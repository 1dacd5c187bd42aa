import { Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { datalakeQueries } from '../queries';
import { usagePointMessages as m } from './detailMessages';

/** The usage point's message log, newest first, in the console's zone. */
export function MessageLogTab({ org, usagePointId }: { org: number; usagePointId: string }) {
  const { t, formatDateTime } = useI18n();
  const messages = useQuery(datalakeQueries.messages(org, usagePointId));
  if (messages.isError) {
    return <QueryError error={messages.error} onRetry={() => void messages.refetch()} />;
  }
  if (!messages.data) return <Skeleton height={200} />;
  if (messages.data.length === 0) return <Text size="sm">{t(m.noMessages)}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t(m.messagesTable)} fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.timestamp)}</Table.Th>
            <Table.Th>{t(m.severity)}</Table.Th>
            <Table.Th>{t(m.issuer)}</Table.Th>
            <Table.Th>{t(m.trackingId)}</Table.Th>
            <Table.Th>{t(m.ref)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.data.map((message) => (
            <Table.Tr key={`${message.ref}-${message.issuerTrackingId}`}>
              <Table.Td>{formatDateTime(message.timestamp)}</Table.Td>
              <Table.Td>{message.severity}</Table.Td>
              <Table.Td>{message.issuer}</Table.Td>
              <Table.Td>{message.issuerTrackingId}</Table.Td>
              <Table.Td>{message.ref}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
