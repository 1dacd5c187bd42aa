import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../session';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../offline';
import { ConfirmDialog, SideDrawer } from '../overlays';
import { useRangeToolbar } from '../page-frame';
import { ActionFeedback, type Failure } from './ActionFeedback';
import { resourceMessages } from './messages';
import { resourceListQuery, useDeleteResources } from './queries';
import { QueryState } from './QueryState';
import { ResourceDetails } from './ResourceDetails';
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
  /** The member may read the rows but not change them: no create, edit or delete. */
  readOnly?: boolean;
}

/**
 * A kind's page (spec 2.4): list, create, edit (the form in a drawer), and delete the selected
 * rows after a confirmation; a partly failed delete names those it could not delete. A kind
 * with `Details` opens a row in a drawer instead, with its Edit and Delete. Offline the last
 * list shows with its age, what is typed is kept as a draft, and the changes are disabled with
 * the reason; the frame's refresh reads the list again.
 */
export function ResourcePage<Entity, Input>({
  kind,
  selection,
  readOnly = false,
}: ResourcePageProps<Entity, Input>) {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const list = useQuery(resourceListQuery(kind, organizationId));
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const remove = useDeleteResources(kind, organizationId);
  const noteId = `${kind.module}-${kind.name}-list-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const formNeedsServer = kind.formsOffline === false ? needsServer : {};
  const pageSelection = usePageSelection();
  const { selected, toggle, select } = selection ?? pageSelection;
  const [editing, setEditing] = useState<Editing<Entity>>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  // The last delete: the names (as listed when asked) of those that went and those that did not.
  const [result, setResult] = useState<{ deleted: string[]; failed: string[] } | null>(null);
  const rows = list.data;
  const opened = (openId !== null && rows?.find((row) => kind.idOf(row) === openId)) || null;
  const nameOf = useCallback(
    (id: number) => {
      const row = (rows ?? []).find((candidate) => kind.idOf(candidate) === id);
      return row ? kind.labelOf(row) : String(id);
    },
    [rows, kind],
  );
  // Only what is listed counts: a row gone since it was selected is not deleted again.
  const selectedIds = useMemo(
    () => (rows ?? []).map(kind.idOf).filter((id) => selected.includes(id)),
    [rows, selected, kind],
  );
  const onEdit = useCallback((entity: Entity) => setEditing({ entity }), []);
  const onOpen = useCallback((entity: Entity) => setOpenId(kind.idOf(entity)), [kind]);
  const tableSelection = useMemo(
    () => (readOnly || kind.Details ? null : { selected, onToggle: toggle }),
    [readOnly, kind, selected, toggle],
  );
  const { messages } = kind;
  const deletion = useConfirmAndRun((ids: readonly number[]) => {
    setResult(null);
    const names = new Map(ids.map((id) => [id, nameOf(id)]));
    remove.mutate(ids, {
      onSuccess: (answer) => {
        setResult({
          deleted: answer.deleted.map((id) => names.get(id) ?? String(id)),
          failed: answer.failed.map((id) => names.get(id) ?? String(id)),
        });
        select(answer.failed);
        if (answer.failed.length === 0) setOpenId(null);
      },
    });
  });
  const failure: Failure | null = remove.isError
    ? { error: remove.error, title: messages.deleteFailed }
    : result && result.failed.length > 0
      ? {
          text: t(messages.deletedWithErrors ?? resourceMessages.deletedWithErrors, {
            names: result.failed.join(', '),
          }),
        }
      : null;
  const asked = deletion.subject ?? [];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(messages.heading)}
      </Title>
      {messages.intro && <Text size="sm">{t(messages.intro)}</Text>}
      <QueryState query={list} title={messages.fetchFailed} />
      <ActionFeedback
        outcome={
          result?.failed.length === 0
            ? {
                text: t(messages.deleted ?? resourceMessages.deleted, {
                  count: result.deleted.length,
                  names: result.deleted.join(', '),
                }),
              }
            : null
        }
        failure={opened ? null : failure}
      />
      {list.data && (
        <>
          <Group justify="space-between" gap="sm">
            <FetchedAt updatedAt={list.dataUpdatedAt} />
            {!readOnly && (
              <Group gap="sm">
                <Button onClick={() => setEditing({ entity: null })} {...formNeedsServer}>
                  {t(messages.create)}
                </Button>
                {!kind.Details && (
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
                )}
              </Group>
            )}
          </Group>
          <NeedsServerNote id={noteId} />
          <ResourceTable
            kind={kind}
            rows={list.data}
            selection={tableSelection}
            onEdit={readOnly || kind.Details ? null : onEdit}
            onOpen={kind.Details ? onOpen : undefined}
          />
        </>
      )}
      <SideDrawer
        opened={opened !== null}
        onClose={() => setOpenId(null)}
        title={opened ? kind.labelOf(opened) : ''}
      >
        {opened && (
          <ResourceDetails
            kind={kind}
            entity={opened}
            feedback={<ActionFeedback failure={failure} />}
            actions={
              readOnly
                ? undefined
                : {
                    onEdit: () => {
                      setOpenId(null);
                      setEditing({ entity: opened });
                    },
                    onDelete: () => deletion.ask([kind.idOf(opened)]),
                    editNeedsServer: formNeedsServer,
                    deleteNeedsServer: needsServer,
                  }
            }
          />
        )}
      </SideDrawer>
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.entity
            ? t(messages.editTitle, { name: kind.labelOf(editing.entity) })
            : t(messages.createTitle)
        }
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
        text={t(messages.confirmText, {
          count: asked.length,
          name: asked.length === 1 ? asked.map(nameOf).join('') : '',
        })}
        confirmLabel={t(resourceMessages.confirm)}
      />
    </Stack>
  );
}
