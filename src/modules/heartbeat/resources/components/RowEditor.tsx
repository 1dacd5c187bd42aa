import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LOOKUP_CELL_MAX, type LookupTable } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import type { RowDraft } from '../lib/drafts';
import { lookupMessages as m } from '../lookupMessages';
import type { LookupChange } from '../queries';

interface RowEditorProps {
  table: LookupTable;
  draft: RowDraft;
  onDraft: (draft: RowDraft) => void;
  onChange: (change: LookupChange) => void;
  onClose: () => void;
  pending: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** One row's cells: save, clear a cell, delete the row. The page keeps the draft. */
export function RowEditor({
  table,
  draft,
  onDraft,
  onChange,
  onClose,
  pending,
  needsServer,
}: RowEditorProps) {
  const t = useT();
  const { rowId } = draft;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(m.draftNote)}
      </Text>
      {table.columns.map((column) => (
        <Group key={column.columnId} align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={column.name}
            value={draft.cells[column.columnId] ?? ''}
            onChange={(event) =>
              onDraft({
                ...draft,
                cells: { ...draft.cells, [column.columnId]: event.currentTarget.value },
              })
            }
            maxLength={LOOKUP_CELL_MAX}
            style={{ flex: 1 }}
          />
          {rowId !== null && (
            <Button
              variant="subtle"
              onClick={() => onChange({ kind: 'clearCell', rowId, columnId: column.columnId })}
              aria-label={t(m.clearCell, { column: column.name })}
              {...needsServer}
            >
              ×
            </Button>
          )}
        </Group>
      ))}
      <Group justify="space-between">
        {rowId !== null ? (
          <Button
            color="red"
            variant="default"
            onClick={() => onChange({ kind: 'deleteRow', rowId })}
            {...needsServer}
          >
            {t(m.deleteRow)}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t(commonMessages.cancel)}
          </Button>
          <Button
            loading={pending}
            onClick={() =>
              onChange(
                rowId === null
                  ? { kind: 'addRow', cells: draft.cells }
                  : { kind: 'saveRow', rowId, cells: draft.cells },
              )
            }
            {...needsServer}
          >
            {t(m.saveRow)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
