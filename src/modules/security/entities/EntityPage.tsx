import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { ConfirmDialog, SideDrawer } from '../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { entitySelection, selectEntities, toggleEntity } from '../state';
import { EntityForm } from './EntityForm';
import { EntityTable } from './EntityTable';
import { entityMessages } from './messages';
import { entityListQuery, useDeleteEntities } from './queries';
import type { EntityKind } from './types';

/** What the form edits: a new row, one of the list, or nothing (closed). */
type Editing<Entity> = { entity: Entity | null } | null;

const NO_IDS: readonly number[] = [];

/**
 * A kind's page (spec 2.4): list, create, edit, and delete the selected rows after a
 * confirmation; a partly failed delete names those it could not delete. Offline the last list
 * shows with its age and the changes are disabled with the reason; the frame's refresh reads
 * the list again.
 */
export function EntityPage<Entity, Input>({ kind }: { kind: EntityKind<Entity, Input> }) {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const list = useQuery(entityListQuery(kind, organizationId));
  const online = useIsOnline();
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const remove = useDeleteEntities(kind, organizationId);
  const noteId = `security-${kind.draftName}-list-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const [editing, setEditing] = useState<Editing<Entity>>(null);
  const [confirming, setConfirming] = useState(false);
  // The last delete: how many went, and the names (as listed when asked) of those that did not.
  const [result, setResult] = useState<{ deleted: number; failedNames: string[] } | null>(null);
  const selected = useSnapshot(entitySelection).selected[kind.draftName] ?? NO_IDS;
  const rows = list.data;
  const selectedIds = useMemo(
    () => (rows ?? []).map(kind.idOf).filter((id) => selected.includes(id)),
    [rows, selected, kind],
  );
  const onEdit = useCallback((entity: Entity) => setEditing({ entity }), []);
  const onToggle = useCallback(
    (id: number, on: boolean) => toggleEntity(kind.draftName, id, on),
    [kind],
  );
  const { messages } = kind;

  function confirm() {
    setConfirming(false);
    setResult(null);
    const names = new Map((rows ?? []).map((row) => [kind.idOf(row), kind.labelOf(row)]));
    remove.mutate(selectedIds, {
      onSuccess: (answer) => {
        setResult({
          deleted: answer.deleted.length,
          failedNames: answer.failed.map((id) => names.get(id) ?? String(id)),
        });
        selectEntities(kind.draftName, answer.failed);
      },
    });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(messages.heading)}
      </Title>
      {list.isPending && <PendingPage />}
      {list.isError && (online || !list.data) && (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      )}
      {result && result.failedNames.length > 0 && (
        <Alert color="red" role="alert">
          {t(messages.deletedWithErrors, { names: result.failedNames.join(', ') })}
        </Alert>
      )}
      {result && result.failedNames.length === 0 && (
        <Alert color="green" role="status">
          {t(messages.deleted, { count: result.deleted })}
        </Alert>
      )}
      {remove.isError && <QueryError error={remove.error} title={messages.deleteFailed} />}
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
                onClick={() => setConfirming(true)}
                {...needsServer}
                disabled={needsServer.disabled || selectedIds.length === 0}
              >
                {t(entityMessages.deleteSelected, { count: selectedIds.length })}
              </Button>
            </Group>
          </Group>
          <NeedsServerNote id={noteId} />
          <EntityTable
            kind={kind}
            rows={list.data}
            selected={selected}
            onToggle={onToggle}
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
          <EntityForm
            key={editing.entity === null ? 'new' : kind.idOf(editing.entity)}
            kind={kind}
            organizationId={organizationId}
            entity={editing.entity}
            onDone={() => setEditing(null)}
          />
        )}
      </SideDrawer>
      <ConfirmDialog
        opened={confirming}
        title={t(messages.confirmTitle)}
        text={t(messages.confirmText, { count: selectedIds.length })}
        confirmLabel={t(entityMessages.confirm)}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
