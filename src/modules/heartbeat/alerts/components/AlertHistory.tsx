import { Table, Text } from '@mantine/core';
import type { AlertFiring } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { alertMessages as m } from '../messages';
import { TableHead } from '../../../../shared/ui/table';

/** The rule's latest firings, newest first: when, what it counted, and whether it mailed. */
export function AlertHistory({ history }: { history: readonly AlertFiring[] }) {
  const { t, formatDateTime } = useI18n();
  if (history.length === 0) return <Text size="sm">{t(m.historyEmpty)}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t(m.history)}>
        <TableHead columns={[t(m.triggered), t(m.counted), t(m.window), t(m.mail)]} />
        <Table.Tbody>
          {history.map((firing) => (
            <Table.Tr key={firing.id}>
              <Table.Th scope="row" fw={400}>
                {formatDateTime(firing.triggered)}
              </Table.Th>
              <Table.Td>{firing.count}</Table.Td>
              <Table.Td>
                {formatDateTime(firing.windowFrom)} – {formatDateTime(firing.windowTo)}
              </Table.Td>
              <Table.Td>
                {firing.mailError
                  ? t(m.mailFailed, { error: firing.mailError })
                  : `${t(m.mailSent)}: ${firing.recipients.join(', ')}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
