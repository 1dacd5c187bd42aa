import { Text, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { KnownClient } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import cells from '../components/RowControls.module.css';
import { knownClientsMessages } from './messages';

interface KnownClientsTableProps {
  clients: readonly KnownClient[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  onEdit: (client: KnownClient) => void;
}

const clientKey = (client: KnownClient) => client.knownClientId;
const clientLabel = (client: KnownClient) => client.name;

/**
 * The organization's known clients: select for deleting, the name opens the edit form. On a
 * narrow screen the name stays and the rest moves into the row's details.
 */
export const KnownClientsTable = memo(function KnownClientsTable({
  clients,
  selected,
  onToggle,
  onEdit,
}: KnownClientsTableProps) {
  const t = useT();
  const columns = useMemo<VirtualColumn<KnownClient>[]>(
    () => [
      {
        key: 'select',
        header: <VisuallyHidden>{t(knownClientsMessages.columnSelect)}</VisuallyHidden>,
        minWidth: 64,
        render: (row) => (
          <label className={cells.hit}>
            <input
              type="checkbox"
              className={cells.checkbox}
              aria-label={t(knownClientsMessages.select, { name: row.name })}
              checked={selected.includes(row.knownClientId)}
              onChange={(event) => onToggle(row.knownClientId, event.currentTarget.checked)}
            />
          </label>
        ),
      },
      {
        key: 'name',
        header: t(knownClientsMessages.columnName),
        minWidth: 160,
        grow: 2,
        render: (row) => (
          <button
            type="button"
            className={`mantine-focus-auto ${classes.link} ${cells.linkButton}`}
            aria-label={t(knownClientsMessages.edit, { name: row.name })}
            onClick={() => onEdit(row)}
          >
            {row.name}
          </button>
        ),
      },
      {
        key: 'notation',
        header: t(knownClientsMessages.columnNotation),
        minWidth: 120,
        grow: 1,
        priority: 'high',
        render: (row) => <p className={`${classes.text} ${classes.truncate}`}>{row.notation}</p>,
      },
      {
        key: 'description',
        header: t(knownClientsMessages.columnDescription),
        minWidth: 200,
        grow: 3,
        priority: 'low',
        render: (row) => (
          <p className={`${classes.text} ${classes.truncate}`} title={row.description}>
            {row.description}
          </p>
        ),
      },
    ],
    [t, selected, onToggle, onEdit],
  );
  return (
    <VirtualTable
      label={t(knownClientsMessages.table)}
      rows={clients}
      columns={columns}
      rowKey={clientKey}
      rowLabel={clientLabel}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={
        <Text p="md" size="sm">
          {t(knownClientsMessages.empty)}
        </Text>
      }
    />
  );
});
