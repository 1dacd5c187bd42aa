import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { RESOURCE_ID_PATTERN, type LookupTable } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  QueryTableList,
  tableCellClasses as classes,
  useCompactTime,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { fieldMessages } from '../../../../shared/ui';
import { FormActions } from '../../../../shared/ui/overlays';
import { TextField } from '../../../../shared/ui/resource';
import { heartbeatPaths } from '../../paths';
import { lookupMessages as m } from '../lookupMessages';
import { resourceMessages } from '../messages';
import { resourceQueries, useCreateLookupTable } from '../queries';

const rowKey = (table: LookupTable) => table.name;
const NAME_RULE = new RegExp(RESOURCE_ID_PATTERN);

interface LookupTableListProps {
  org: number;
  query: string;
  canEdit: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

function CreateTableForm({
  org,
  needsServer,
  onDone,
}: Omit<LookupTableListProps, 'query' | 'canEdit'> & { onDone: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [columns, setColumns] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateLookupTable(org);
  const names = columns
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const submit = () => {
    setTried(true);
    if (!NAME_RULE.test(name) || names.length === 0) return;
    create.mutate({ name, description, columns: [...new Set(names)] }, { onSuccess: onDone });
  };
  return (
    <Stack gap="sm">
      <TextField
        label={m.name}
        value={name}
        onChange={setName}
        error={
          tried && !NAME_RULE.test(name)
            ? t(name ? resourceMessages.idRule : fieldMessages.required)
            : null
        }
        required
        maxLength={100}
      />
      <TextField
        label={resourceMessages.description}
        multiline
        value={description}
        onChange={setDescription}
        error={null}
        maxLength={4000}
      />
      <TextField
        label={m.columns}
        description={m.columnsHint}
        value={columns}
        onChange={setColumns}
        error={tried && names.length === 0 ? t(fieldMessages.required) : null}
        required
      />
      <FormActions
        failure={create.isError ? create : null}
        failedTitle={m.createFailed}
        onCancel={onDone}
        onSave={submit}
        saving={create.isPending}
        needsServer={needsServer}
      />
    </Stack>
  );
}

/** The organization's lookup tables. */
export function LookupTableList({ org, query, canEdit, needsServer }: LookupTableListProps) {
  const t = useT();
  const tableTime = useCompactTime();
  const tables = useQuery(resourceQueries.lookupTables(org));
  const columns = useMemo<VirtualColumn<LookupTable>[]>(
    () => [
      {
        key: 'name',
        header: t(m.name),
        minWidth: 160,
        grow: 1,
        render: (table) => (
          <Link
            href={heartbeatPaths.lookupTable(table.name, query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {table.name}
          </Link>
        ),
      },
      {
        key: 'columns',
        header: t(m.columns),
        minWidth: 180,
        grow: 1,
        priority: 'low',
        render: (table) => table.columns.map((c) => c.name).join(', '),
      },
      { key: 'rows', header: t(m.rowCount), minWidth: 80, render: (table) => table.rowCount },
      {
        key: 'updated',
        header: t(resourceMessages.updated),
        minWidth: 150,
        priority: 'high',
        render: (table) => tableTime(table.updated),
      },
    ],
    [t, tableTime, query],
  );
  return (
    <QueryTableList
      list={tables}
      texts={m}
      columns={columns}
      rowKey={rowKey}
      create={{
        allowed: canEdit,
        needsServer,
        form: (onDone) => <CreateTableForm org={org} needsServer={needsServer} onDone={onDone} />,
      }}
    />
  );
}
