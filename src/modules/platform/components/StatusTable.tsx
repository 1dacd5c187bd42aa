import { Group, Table, Text } from '@mantine/core';
import type { ServiceStatus } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { compactTimeFormat, TableHead } from '../../../shared/ui/table';
import { platformMessages, stateMessages } from '../messages';
import { displayedState, restartedWithin } from '../serviceState';
import { StatusBadge } from './StatusBadge';

interface StatusTableProps {
  services: readonly ServiceStatus[];
  now: number;
  timeFrameMs: number;
  /** The server cannot be reached: each state shows as unknown, the last known beside it. */
  unknown?: boolean;
}

export function StatusTable({ services, now, timeFrameMs, unknown = false }: StatusTableProps) {
  const i18n = useI18n();
  const { t, formatTime } = i18n;
  const formatDateTime = compactTimeFormat(i18n, now);
  if (services.length === 0) return <Text>{t(platformMessages.empty)}</Text>;
  return (
    <Table striped highlightOnHover withTableBorder>
      <Table.Caption>{t(platformMessages.tableCaption)}</Table.Caption>
      <TableHead
        columns={[
          t(platformMessages.columnName),
          t(platformMessages.columnStatus),
          t(platformMessages.columnVersion),
          t(platformMessages.columnStarted),
        ]}
      />
      <Table.Tbody>
        {services.map((service) => (
          <Table.Tr key={service.name}>
            <Table.Th scope="row" fw={500}>
              {service.name}
            </Table.Th>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <StatusBadge
                  state={unknown ? 'UNKNOWN' : displayedState(service, now, timeFrameMs)}
                />
                {unknown && (
                  <Text size="sm" c="dimmed" data-testid="last-known">
                    {t(platformMessages.lastKnown, {
                      state: t(stateMessages[displayedState(service, now, timeFrameMs)]),
                    })}
                  </Text>
                )}
                {!unknown &&
                  service.status === 'UP' &&
                  restartedWithin(service, now, timeFrameMs) && (
                    <Text size="sm" c="dimmed" data-testid="restarted-at">
                      {t(platformMessages.restartedAt, { time: formatTime(service.startedAt) })}
                    </Text>
                  )}
              </Group>
            </Table.Td>
            <Table.Td>{service.version}</Table.Td>
            <Table.Td>{formatDateTime(service.startedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
