import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../session';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../offline';
import { ConfirmDialog, SideDrawer } from '../overlays';
import { useRangeToolbar } from '../page-frame';
import { ActionFeedback } from './ActionFeedback';
import { resourceMessages } from './messages';
import { resourceListQuery, useDeleteResources } from './queries';
import { QueryState } from './QueryState';
import { ResourceForm } from './ResourceForm';
import { ResourceTable } from './ResourceTable';
import type { ResourceKind, ResourceSelection } from './types';
import { useConfirmAndRun } from './useConfirmAndRun';

/** What the form edits: a new row, one of the list, or nothing (closed). */
type Editing<Entity> = { entity: Entity | null } | null;

/** A selection of the page's own, gone when the page goes. */
function usePageSelection(): ResourceSelection {
  const [selected, setSelected] = useState<readonly number[]>([]);
  return useMemo(
    () => ({
      selected,
      toggle: (id, on) =>
        setSelected((current) => [...current.filter((other) => other !== id), ...(on ? [id] : [])]),
      select: (ids) => setSelected([...ids]),
    }),
    [selected],
  );
}

interface ResourcePageProps<Entity, Input> {
  kind: ResourceKind<Entity, Input>;
  /** The rows chosen for deleting, when the module keeps them across pages; else the page's. */
  selection?: ResourceSelection;
}

/**
 * A kind's page (spec 2.4): list, create, edit (the form in a drawer), and delete the selected
 * rows after a confirmation; a partly failed delete names those it could not delete. Offline
 * the last list shows with its age, what is typed is kept as a draft, and the changes are
 * disabled with the reason; the frame's refresh reads the list again.
 */
export function ResourcePage<Entity, Input>({ kind, selection }: ResourcePageProps<Entity, Input>) {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const list = useQuery(resourceListQuery(kind, organizationId));
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const remove = useDeleteResources(kind, organizationId);
  const noteId = `${kind.module}-${kind.name}-list-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const pageSelection = usePageSelection();
  const { selected, toggle, select } = selection ?? pageSelection;
  const [editing, setEditing] = useState<Editing<Entity>>(null);
  // The last delete: how many went, and the names (as listed when asked) of those that did not.
  const [result, setResult] = useState<{ deleted: number; failedNames: string[] } | null>(null);
  const rows = list.data;
  // Only what is listed counts: a row gone since it was selected is not deleted again.
  const selectedIds = useMemo(
    () => (rows ?? []).map(kind.idOf).filter((id) => selected.includes(id)),
    [rows, selected, kind],
  );
  const onEdit = useCallback((entity: Entity) => setEditing({ entity }), []);
  const { messages } = kind;
  const deletion = useConfirmAndRun((ids: readonly number[]) => {
    setResult(null);
    const names = new Map((rows ?? []).map((row) => [kind.idOf(row), kind.labelOf(row)]));
    remove.mutate(ids, {
      onSuccess: (answer) => {
        setResult({
          deleted: answer.deleted.length,
          failedNames: answer.failed.map((id) => names.get(id) ?? String(id)),
        });
        select(answer.failed);
      },
    });
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(messages.heading)}
      </Title>
      <QueryState query={list} />
      <ActionFeedback
        outcome={
          result?.failedNames.length === 0
            ? { text: t(messages.deleted, { count: result.deleted }) }
            : null
        }
        failure={
          remove.isError
            ? { error: remove.error, title: messages.deleteFailed }
            : result && result.failedNames.length > 0
              ? { text: t(messages.deletedWithErrors, { names: result.failedNames.join(', ') }) }
              : null
        }
      />
      {list.data && (
        <>
          <Group justify="space-between" gap="sm">
            <FetchedAt updatedAt={list.dataUpdatedAt} />
            <Group gap="sm">
              <Button onClick={() => setEditing({ entity: null })}>{t(messages.create)}</Button>
              <Button
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => deletion.ask(selectedIds)}
                {...needsServer}
                disabled={needsServer.disabled || selectedIds.length === 0}
              >
                {t(resourceMessages.deleteSelected, { count: selectedIds.length })}
              </Button>
            </Group>
          </Group>
          <NeedsServerNote id={noteId} />
          <ResourceTable
            kind={kind}
            rows={list.data}
            selected={selected}
            onToggle={toggle}
            onEdit={onEdit}
          />
        </>
      )}
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.entity ? messages.editTitle : messages.createTitle)}
      >
        {editing && (
          <ResourceForm
            key={editing.entity === null ? 'new' : kind.idOf(editing.entity)}
            kind={kind}
            organizationId={organizationId}
            entity={editing.entity}
            onDone={() => setEditing(null)}
          />
        )}
      </SideDrawer>
      <ConfirmDialog
        {...deletion.dialog}
        title={t(messages.confirmTitle)}
        text={t(messages.confirmText, { count: deletion.subject?.length ?? 0 })}
        confirmLabel={t(resourceMessages.confirm)}
      />
    </Stack>
  );
}
