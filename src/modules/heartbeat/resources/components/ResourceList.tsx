import { Button, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { resourceMessages as m } from '../messages';
import { resourceQueries } from '../queries';
import { resourcesState } from '../state';
import { CreateResourceForm } from './CreateResourceForm';
import { ResourcesTable } from './ResourcesTable';

interface ResourceListProps {
  org: number;
  query: string;
  canEdit: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** The organization's resources, filtered by type and text, and the create form. */
export function ResourceList({ org, query, canEdit, needsServer }: ResourceListProps) {
  const t = useT();
  const list = useQuery(resourceQueries.list(org));
  const types = useQuery(resourceQueries.types(org));
  const filter = useSnapshot(resourcesState);
  const search = useDeferredValue(filter.search.trim().toLowerCase());
  const [creating, setCreating] = useState(false);
  const typeNames = useMemo(
    () => new Map((types.data ?? []).map((type) => [type.type, type.name])),
    [types.data],
  );
  // The same options while the types do not change: the Select does not parse them again.
  const typeOptions = useMemo(
    () => (types.data ?? []).map((type) => ({ value: type.type, label: type.name })),
    [types.data],
  );
  const type = filter.type;
  // Read once, not per row: `filter` is a tracked snapshot (a proxy), and the list holds
  // thousands of resources. Unfiltered, the list itself is shown.
  const rows = useMemo(() => {
    const all = list.data ?? [];
    if (type === null && search === '') return all;
    return all.filter(
      (r) =>
        (type === null || r.type === type) &&
        (search === '' ||
          r.id.toLowerCase().includes(search) ||
          r.shortDescription.toLowerCase().includes(search)),
    );
  }, [list.data, type, search]);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t(m.type)}
          placeholder={t(m.allTypes)}
          data={typeOptions}
          value={filter.type}
          onChange={(value) => {
            resourcesState.type = value;
          }}
          clearable
          w={200}
        />
        <TextInput
          label={t(m.search)}
          value={filter.search}
          onChange={(event) => {
            resourcesState.search = event.currentTarget.value;
          }}
          w={260}
        />
        {canEdit && (
          <Button ml="auto" onClick={() => setCreating(true)} {...needsServer}>
            {t(m.create)}
          </Button>
        )}
      </Group>
      {list.isError && (
        <QueryError error={list.error} title={m.fetchFailed} onRetry={() => void list.refetch()} />
      )}
      {list.data ? (
        <>
          <FetchedAt updatedAt={list.dataUpdatedAt} />
          <ResourcesTable resources={rows} typeNames={typeNames} query={query} />
        </>
      ) : (
        !list.isError && <Skeleton height={200} />
      )}
      <ModalDialog
        opened={canEdit && creating}
        onClose={() => setCreating(false)}
        title={t(m.createTitle)}
        size="lg"
      >
        <CreateResourceForm
          org={org}
          types={types.data ?? []}
          existing={list.data ?? []}
          needsServer={needsServer}
          onDone={() => setCreating(false)}
        />
      </ModalDialog>
    </Stack>
  );
}
