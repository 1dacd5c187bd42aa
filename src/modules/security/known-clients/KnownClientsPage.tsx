import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { KnownClient } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { SideDrawer } from '../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { ConfirmDialog } from '../../../shared/ui/overlays';
import { securityQueries, useDeleteKnownClients } from '../queries';
import { knownClientsState, toggleKnownClient } from '../state';
import { KnownClientForm } from './KnownClientForm';
import { KnownClientsTable } from './KnownClientsTable';
import { knownClientsMessages } from './messages';

const OFFLINE_NOTE_ID = 'known-clients-offline-note';

/** What the form edits: a new known client, one of the list, or nothing (closed). */
type Editing = { client: KnownClient | null } | null;

/**
 * Known clients (spec 2.4): list, create, edit, and delete the selected ones after a
 * confirmation; a partly failed delete names those it could not delete (spec 8). Offline the
 * last list shows with its age and the changes are disabled with the reason.
 */
export function KnownClientsPage() {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const clients = useQuery(securityQueries.knownClients(organizationId));
  const online = useIsOnline();
  useRangeToolbar(clients.dataUpdatedAt, { range: false });
  const remove = useDeleteKnownClients(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  // The last delete: how many went, and the names (as listed when asked) of those that did not.
  const [result, setResult] = useState<{ deleted: number; failedNames: string[] } | null>(null);
  const { selected } = useSnapshot(knownClientsState);
  const rows = clients.data;
  const selectedIds = useMemo(
    () =>
      (rows ?? []).filter((c) => selected.includes(c.knownClientId)).map((c) => c.knownClientId),
    [rows, selected],
  );
  const onEdit = useCallback((client: KnownClient) => setEditing({ client }), []);
  function confirm() {
    setConfirming(false);
    setResult(null);
    const names = new Map((rows ?? []).map((c) => [c.knownClientId, c.name]));
    remove.mutate(selectedIds, {
      onSuccess: (answer) => {
        setResult({
          deleted: answer.deleted.length,
          failedNames: answer.failed.map((id) => names.get(id) ?? String(id)),
        });
        knownClientsState.selected = answer.failed;
      },
    });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(knownClientsMessages.heading)}
      </Title>
      {clients.isPending && <PendingPage />}
      {clients.isError && (online || !clients.data) && (
        <QueryError error={clients.error} onRetry={() => void clients.refetch()} />
      )}
      {result && result.failedNames.length > 0 && (
        <Alert color="red" role="alert">
          {t(knownClientsMessages.deletedWithErrors, { names: result.failedNames.join(', ') })}
        </Alert>
      )}
      {result && result.failedNames.length === 0 && (
        <Alert color="green" role="status">
          {t(knownClientsMessages.deleted, { count: result.deleted })}
        </Alert>
      )}
      {remove.isError && (
        <QueryError error={remove.error} title={knownClientsMessages.deleteFailed} />
      )}
      {clients.data && (
        <>
          <Group justify="space-between" gap="sm">
            <FetchedAt updatedAt={clients.dataUpdatedAt} />
            <Group gap="sm">
              <Button onClick={() => setEditing({ client: null })}>
                {t(knownClientsMessages.create)}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => setConfirming(true)}
                {...needsServer}
                disabled={needsServer.disabled || selectedIds.length === 0}
              >
                {t(knownClientsMessages.deleteSelected, { count: selectedIds.length })}
              </Button>
            </Group>
          </Group>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <KnownClientsTable
            clients={clients.data}
            selected={selected}
            onToggle={toggleKnownClient}
            onEdit={onEdit}
          />
        </>
      )}
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing?.client ? knownClientsMessages.editTitle : knownClientsMessages.createTitle,
        )}
      >
        {editing && (
          <KnownClientForm
            key={editing.client?.knownClientId ?? 'new'}
            organizationId={organizationId}
            client={editing.client}
            onDone={() => setEditing(null)}
          />
        )}
      </SideDrawer>
      <ConfirmDialog
        opened={confirming}
        title={t(knownClientsMessages.confirmTitle)}
        text={t(knownClientsMessages.confirmText, { count: selectedIds.length })}
        confirmLabel={t(knownClientsMessages.confirm)}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
