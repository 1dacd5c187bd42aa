import { Alert, Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import type { OrgInvitation } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { QueryError, commonMessages, roleMessages } from '../../../shared/ui';
import { useNeedsServer } from '../../../shared/ui/offline';
import {
  textColumn,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { usersMessages } from './messages';
import { usersQueries, useWithdrawInvitation } from './queries';

const ROW_HEIGHT = 44;
const invitationKey = (invitation: OrgInvitation) => invitation.invitationId;
const invitationLabel = (invitation: OrgInvitation) => invitation.email;
const plain: typeof textColumn<OrgInvitation> = (key, header, layout, text) =>
  textColumn(key, header, layout, text, { truncate: true });

/**
 * The organization's pending invitations (e-mail as typed, role, who invited, when it
 * expires), each with Withdraw. One to a user of another organization and one to a new
 * person look alike: the server tells them apart to nobody.
 */
export const PendingInvitations = memo(function PendingInvitations({
  organizationId,
  offlineNoteId,
}: {
  organizationId: number;
  offlineNoteId: string;
}) {
  const t = useT();
  const formatTime = useCompactTime();
  const online = useIsOnline();
  const needsServer = useNeedsServer(offlineNoteId);
  const invitations = useQuery(usersQueries.invitations(organizationId));
  const withdraw = useWithdrawInvitation(organizationId);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const disabled = needsServer.disabled;
  const describedBy = needsServer['aria-describedby'];

  const columns = useMemo<VirtualColumn<OrgInvitation>[]>(
    () => [
      plain(
        'email',
        t(usersMessages.columnEmail),
        // Who is invited stays in view on a phone; the rest opens with the row's details.
        { minWidth: 200, grow: 2 },
        (row) => row.email,
      ),
      plain('role', t(usersMessages.columnRole), { minWidth: 110, priority: 'high' }, (row) =>
        t(roleMessages[row.role]),
      ),
      plain(
        'invitedBy',
        t(usersMessages.columnInvitedBy),
        { minWidth: 180, grow: 1, priority: 'low' },
        (row) => row.invitedBy ?? t(usersMessages.unknownInviter),
      ),
      plain('expires', t(usersMessages.columnExpires), { minWidth: 150, priority: 'low' }, (row) =>
        formatTime(row.expires),
      ),
      {
        key: 'actions',
        header: t(usersMessages.columnActions),
        minWidth: 120,
        render: (row) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t(usersMessages.withdrawLabel, { email: row.email })}
            disabled={disabled}
            aria-describedby={describedBy}
            loading={withdraw.isPending && withdraw.variables === row.invitationId}
            onClick={() =>
              withdraw.mutate(row.invitationId, { onSuccess: () => setWithdrawn(row.email) })
            }
          >
            {t(usersMessages.withdraw)}
          </Button>
        ),
      },
    ],
    [t, formatTime, withdraw, disabled, describedBy],
  );

  return (
    <Stack gap="sm" component="section" aria-label={t(usersMessages.pendingTitle)}>
      <Title order={2} size="h4">
        {t(usersMessages.pendingTitle)}
      </Title>
      {withdrawn && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t(commonMessages.close)}
          onClose={() => setWithdrawn(null)}
        >
          {t(usersMessages.withdrawn, { email: withdrawn })}
        </Alert>
      )}
      {withdraw.isError && (
        <QueryError error={withdraw.error} title={usersMessages.withdrawFailed} />
      )}
      {invitations.isError && (online || !invitations.data) && (
        <QueryError error={invitations.error} onRetry={() => void invitations.refetch()} />
      )}
      {invitations.data && (
        <VirtualTable
          label={t(usersMessages.pendingTable)}
          rows={invitations.data}
          columns={columns}
          rowKey={invitationKey}
          rowLabel={invitationLabel}
          rowHeight={ROW_HEIGHT}
          height={Math.min(320, ROW_HEIGHT * Math.max(invitations.data.length, 1) + 8)}
          empty={t(usersMessages.pendingEmpty)}
        />
      )}
    </Stack>
  );
});
