import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { RoleEntry } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { paths } from '../../../shared/routing';
import { PendingPage, QueryError, roleMessages } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { ConfirmDialog } from '../../../shared/ui/overlays';
import { useCompactTime } from '../../../shared/ui/table';
import { DisableUser } from './DisableUser';
import { userPageMessages, usersMessages } from './messages';
import { useChangeRole, useOrganizationName, usersQueries } from './queries';
import { RolesTable } from './RolesTable';

const OFFLINE_NOTE_ID = 'user-page-offline-note';

/**
 * One user of an organization (spec 2.4): mail and phone, created, updated and last login,
 * and the roles table where an admin changes or removes a role (after a confirmation).
 */
export function UserPage() {
  const t = useT();
  // The organization's clock and format, as every time on the users pages.
  const formatTime = useCompactTime();
  const when = (iso: string | null, never: string) => (iso ? formatTime(iso) : never);
  const params = useParams<{ organizationId: string; userId: string }>();
  const organizationId = Number(params.organizationId);
  const userId = Number(params.userId);
  const organizationName = useOrganizationName(organizationId);
  const user = useQuery(usersQueries.user(organizationId, userId));
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const change = useChangeRole();
  const [removing, setRemoving] = useState<RoleEntry | null>(null);
  const [removed, setRemoved] = useState(false);
  const back = (
    <Anchor component={Link} href={`~${paths.settings.organizationUsers(organizationId)}`}>
      {t(userPageMessages.back)}
    </Anchor>
  );

  if (removed) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {t(userPageMessages.removed)}
        </Alert>
        {back}
      </Stack>
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const entry = removing;
    setRemoving(null);
    change.mutate(
      { organizationId: entry.organizationId, userId, role: null },
      { onSuccess: () => entry.organizationId === organizationId && setRemoved(true) },
    );
  }

  const data = user.data;
  return (
    <Stack gap="md">
      {back}
      <Title order={1} size="h2">
        {data?.name ?? t(userPageMessages.title)}
      </Title>
      {user.isPending && <PendingPage />}
      {user.isError && (online || !data) && (
        <QueryError error={user.error} onRetry={() => void user.refetch()} />
      )}
      {change.isError && <QueryError error={change.error} title={userPageMessages.changeFailed} />}
      {data && (
        <>
          <FetchedAt updatedAt={user.dataUpdatedAt} />
          <DisableUser
            user={data}
            organizationId={organizationId}
            offlineNoteId={OFFLINE_NOTE_ID}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t(userPageMessages.contact)}
              </Title>
              <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>
              <Text size="sm">{data.phone ?? t(userPageMessages.noPhone)}</Text>
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t(userPageMessages.history)}
              </Title>
              <Text size="sm">
                {t(usersMessages.columnCreated)}: {when(data.created, '')}
              </Text>
              <Text size="sm">
                {t(usersMessages.columnUpdated)}: {when(data.updated, '')}
              </Text>
              <Text size="sm">
                {t(usersMessages.columnLastLogin)}: {when(data.lastLogin, t(usersMessages.never))}
              </Text>
            </Card>
          </SimpleGrid>
          <Title order={2} size="h4">
            {t(userPageMessages.roles)}
          </Title>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <RolesTable
            user={data}
            organizationId={organizationId}
            organizationName={organizationName}
            disabled={needsServer.disabled || change.isPending}
            onChange={(orgId, role) => change.mutate({ organizationId: orgId, userId, role })}
            onRemove={setRemoving}
          />
        </>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t(userPageMessages.removeTitle)}
        text={
          removing && data
            ? t(userPageMessages.removeText, {
                name: data.name,
                role: t(roleMessages[removing.role]),
                organization: removing.organizationDetails.name,
              })
            : ''
        }
        confirmLabel={t(userPageMessages.removeRole)}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
