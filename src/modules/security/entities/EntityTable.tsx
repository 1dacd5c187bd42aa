import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../../shared/i18n';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import cells from '../components/RowControls.module.css';
import { entityMessages } from './messages';
import type { EntityKind } from './types';

interface EntityTableProps<Entity, Input> {
  kind: EntityKind<Entity, Input>;
  rows: readonly Entity[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  onEdit: (entity: Entity) => void;
}

/**
 * A kind's rows: select for deleting, the name opens the edit form, then the kind's columns.
 * On a narrow screen the name stays and the rest moves into the row's details.
 */
export function EntityTable<Entity, Input>({
  kind,
  rows,
  selected,
  onToggle,
  onEdit,
}: EntityTableProps<Entity, Input>) {
  const t = useT();
  const columns = useMemo<VirtualColumn<Entity>[]>(
    () => [
      {
        key: 'select',
        header: <VisuallyHidden>{t(entityMessages.columnSelect)}</VisuallyHidden>,
        minWidth: 64,
        render: (row) => (
          <label className={cells.hit}>
            <input
              type="checkbox"
              className={cells.checkbox}
              aria-label={t(entityMessages.select, { name: kind.labelOf(row) })}
              checked={selected.includes(kind.idOf(row))}
              onChange={(event) => onToggle(kind.idOf(row), event.currentTarget.checked)}
            />
          </label>
        ),
      },
      {
        key: 'name',
        header: t(entityMessages.columnName),
        minWidth: 160,
        grow: 2,
        render: (row) => (
          <button
            type="button"
            className={`mantine-focus-auto ${classes.link} ${cells.linkButton}`}
            aria-label={t(entityMessages.edit, { name: kind.labelOf(row) })}
            onClick={() => onEdit(row)}
          >
            {kind.labelOf(row)}
          </button>
        ),
      },
      ...kind.columns(t),
    ],
    [t, kind, selected, onToggle, onEdit],
  );
  return (
    <VirtualTable
      label={t(kind.messages.table)}
      rows={rows}
      columns={columns}
      rowKey={kind.idOf}
      rowLabel={kind.labelOf}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={t(kind.messages.empty)}
    />
  );
}

/** A cell of plain text, cut with an ellipsis (the whole text in its title). */
export function TextCell({ text }: { text: string }) {
  return (
    <p className={`${classes.text} ${classes.truncate}`} title={text}>
      {text}
    </p>
  );
}

/** The description column of a kind's table (its header is the page's language). */
export const descriptionColumn = {
  key: 'description',
  minWidth: 200,
  grow: 3,
  priority: 'low' as const,
  render: (row: { description: string }) => <TextCell text={row.description} />,
};
