import { Button, Group } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { AutomationStrategy } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { VirtualTable, type VirtualColumn } from '../../../shared/ui/table';
import { strategyMessages as m, waitUnitMessages } from './messages';

interface StrategiesTableProps {
  strategies: readonly AutomationStrategy[];
  editable: boolean;
  onEdit: (strategy: AutomationStrategy) => void;
  onDelete: (strategy: AutomationStrategy) => void;
}

const strategyKey = (strategy: AutomationStrategy) => strategy.id;

/** The strategies; on a phone the name and wait stay in the row, the rest in its details. */
export function StrategiesTable({ strategies, editable, onEdit, onDelete }: StrategiesTableProps) {
  const { t, formatDateTime } = useI18n();
  const rowLabel = useCallback((s: AutomationStrategy) => s.name, []);
  const columns = useMemo<VirtualColumn<AutomationStrategy>[]>(() => {
    const all: VirtualColumn<AutomationStrategy>[] = [
      { key: 'name', header: t(m.name), minWidth: 130, grow: 1, render: (s) => s.name },
      {
        key: 'wait',
        header: t(m.wait),
        minWidth: 150,
        render: (s) =>
          t(m.waitText, {
            value: s.approxWaitTime,
            unit: t(waitUnitMessages[s.approxWaitTimeUnit]),
          }),
      },
      {
        key: 'attempts',
        header: t(m.maxAttempts),
        minWidth: 130,
        priority: 'high',
        render: (s) => s.maxAttempts,
      },
      {
        key: 'start',
        header: t(m.startAt),
        minWidth: 170,
        priority: 'low',
        render: (s) => formatDateTime(s.startAt),
      },
      {
        key: 'deadline',
        header: t(m.deadline),
        minWidth: 170,
        priority: 'low',
        render: (s) => formatDateTime(s.deadline),
      },
    ];
    if (!editable) return all;
    return [
      ...all,
      {
        key: 'actions',
        header: t(m.actions),
        minWidth: 170,
        priority: 'high',
        render: (s) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={t(m.editLabel, { name: s.name })}
              onClick={() => onEdit(s)}
            >
              {t(m.edit)}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t(m.deleteLabel, { name: s.name })}
              onClick={() => onDelete(s)}
            >
              {t(m.delete)}
            </Button>
          </Group>
        ),
      },
    ];
  }, [t, formatDateTime, editable, onEdit, onDelete]);
  return (
    <VirtualTable
      label={t(m.table)}
      rows={strategies}
      columns={columns}
      rowKey={strategyKey}
      rowLabel={rowLabel}
      rowHeight={44}
      // Every strategy in view (header and borders included), up to ten.
      height={Math.min(500, 44 * Math.max(strategies.length, 1) + 60)}
      empty={t(m.empty)}
    />
  );
}
