import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { LookupTable } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { ConfirmDialog } from '../../../../shared/ui/overlays';
import { useConfirmAndRun } from '../../../../shared/ui/resource';
import { lookupMessages as m } from '../lookupMessages';
import type { LookupChange } from '../queries';

interface ColumnToolsProps {
  table: LookupTable;
  onChange: (change: LookupChange) => void;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** Add a column, or rename or delete the chosen one (after a confirmation). */
export function ColumnTools({ table, onChange, needsServer }: ColumnToolsProps) {
  const t = useT();
  const [columnId, setColumnId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const chosen = table.columns.find((c) => c.columnId === columnId);
  const deletion = useConfirmAndRun((column: { columnId: string; name: string }) => {
    onChange({ kind: 'deleteColumn', columnId: column.columnId });
    setColumnId(null);
  });
  const trimmed = name.trim();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t(m.column)}
        data={table.columns.map((c) => ({ value: c.columnId, label: c.name }))}
        value={columnId}
        onChange={setColumnId}
        clearable
        w={180}
      />
      <TextInput
        label={t(m.columnName)}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={100}
        w={180}
      />
      <Button
        variant="default"
        {...needsServer}
        disabled={needsServer.disabled || !trimmed}
        onClick={() => {
          onChange({ kind: 'addColumn', name: trimmed });
          setName('');
        }}
      >
        {t(m.addColumn)}
      </Button>
      <Button
        variant="default"
        {...needsServer}
        disabled={needsServer.disabled || !trimmed || !chosen}
        onClick={() =>
          chosen && onChange({ kind: 'renameColumn', columnId: chosen.columnId, name: trimmed })
        }
      >
        {t(m.renameColumn)}
      </Button>
      <Button
        variant="default"
        color="red"
        {...needsServer}
        disabled={needsServer.disabled || !chosen}
        onClick={() => chosen && deletion.ask(chosen)}
      >
        {t(m.deleteColumn)}
      </Button>
      <ConfirmDialog
        {...deletion.dialog}
        title={t(m.deleteColumnTitle, { column: deletion.subject?.name ?? '' })}
        text={t(m.deleteColumnText)}
        confirmLabel={t(m.deleteColumn)}
      />
    </Group>
  );
}
