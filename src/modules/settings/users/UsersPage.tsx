import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { PendingPage, QueryError, commonMessages } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { SideDrawer } from '../../../shared/ui/overlays';
import { AddUserForm, type AddKind } from './AddUserForm';
import { usersMessages } from './messages';
import { PendingInvitations } from './PendingInvitations';
import { useOrganizationName, usersQueries, type AddResult } from './queries';
import { UsersTable } from './UsersTable';

const OFFLINE_NOTE_ID = 'users-offline-note';

/** The status line after adding: who was added, or the invitation's answer. */
function addedText(t: ReturnType<typeof useT>, added: { result: AddResult; kind: AddKind }) {
  const { result, kind } = added;
  if (result.kind === 'invited') {
    return t(kind === 'new' ? usersMessages.newUserInvited : usersMessages.invitationSent);
  }
  return t(kind === 'new' ? usersMessages.invited : usersMessages.added, {
    name: result.user.name,
  });
}

/**
 * The users of an organization (spec 2.4): a table of them, buttons to add an existing user
 * or a new one, and the pending invitations. Offline the last list shows with its age and
 * adding is disabled.
 */
export function UsersPage() {
  const t = useT();
  const organizationId = Number(useParams<{ organizationId: string }>().organizationId);
  const organizationName = useOrganizationName(organizationId);
  const list = useInfiniteQuery(usersQueries.list(organizationId));
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [added, setAdded] = useState<{ result: AddResult; kind: AddKind } | null>(null);
  const users = useMemo(() => list.data?.pages.flatMap((p) => p.users) ?? [], [list.data]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(usersMessages.title, { organization: organizationName })}
      </Title>
      {list.isPending && <PendingPage />}
      {list.isError && (online || !list.data) && (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      )}
      {added && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t(commonMessages.close)}
          onClose={() => setAdded(null)}
        >
          {addedText(t, added)}
        </Alert>
      )}
      {list.data && (
        <>
          <Group justify="space-between" gap="sm">
            <FetchedAt updatedAt={list.dataUpdatedAt} />
            <Group gap="sm">
              <Button variant="light" onClick={() => setAdding('existing')} {...needsServer}>
                {t(usersMessages.addExisting)}
              </Button>
              <Button onClick={() => setAdding('new')} {...needsServer}>
                {t(usersMessages.addNew)}
              </Button>
            </Group>
          </Group>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <UsersTable
            organizationId={organizationId}
            users={users}
            footer={
              list.hasNextPage ? (
                <Button
                  variant="subtle"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                  {...needsServer}
                >
                  {t(usersMessages.loadMore)}
                </Button>
              ) : null
            }
          />
          <PendingInvitations organizationId={organizationId} offlineNoteId={OFFLINE_NOTE_ID} />
        </>
      )}
      <SideDrawer
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={t(adding === 'new' ? usersMessages.addNew : usersMessages.addExisting)}
      >
        {adding && (
          <AddUserForm
            key={adding}
            organizationId={organizationId}
            kind={adding}
            onCancel={() => setAdding(null)}
            onDone={(result) => {
              setAdded({ result, kind: adding });
              setAdding(null);
            }}
          />
        )}
      </SideDrawer>
    </Stack>
  );
}
