import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { isOwner } from '../../../shared/contracts';
import type { OrgUser } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { QueryError } from '../../../shared/ui';
import { useNeedsServer } from '../../../shared/ui/offline';
import { ConfirmDialog } from '../../../shared/ui/overlays';
import { userPageMessages } from './messages';
import { useSetDisabled } from './queries';

interface DisableUserProps {
  user: OrgUser;
  organizationId: number;
  /** The id of the page's offline note, which the button points at while offline. */
  offlineNoteId: string;
}

/**
 * The user's 'Disabled' badge, and for an admin of the organization (or an owner) the button
 * that disables the user (signed out at once, sign-in refused) or enables them again, after a
 * confirmation. An admin is not offered it on their own page: the server refuses that.
 */
export function DisableUser({ user, organizationId, offlineNoteId }: DisableUserProps) {
  const t = useT();
  const session = useConsoleSession();
  const needsServer = useNeedsServer(offlineNoteId);
  const setDisabled = useSetDisabled(organizationId, user.userId);
  const [confirming, setConfirming] = useState(false);
  const mayManage =
    (isOwner(session.roles) ||
      session.roles.some((r) => r.role === 'ADMIN' && r.organizationId === organizationId)) &&
    user.userId !== session.user.id;
  const next = !user.disabled;
  return (
    <>
      <Group gap="sm">
        {user.disabled && (
          <Badge color="red" variant="light">
            {t(userPageMessages.disabledBadge)}
          </Badge>
        )}
        {mayManage && (
          <Button
            variant="light"
            color={next ? 'red' : 'blue'}
            {...needsServer}
            disabled={needsServer.disabled || setDisabled.isPending}
            onClick={() => setConfirming(true)}
          >
            {t(next ? userPageMessages.disable : userPageMessages.enable)}
          </Button>
        )}
      </Group>
      {setDisabled.isError && (
        <QueryError error={setDisabled.error} title={userPageMessages.disableFailed} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(next ? userPageMessages.disableTitle : userPageMessages.enableTitle)}
        text={t(next ? userPageMessages.disableText : userPageMessages.enableText, {
          name: user.name,
        })}
        confirmLabel={t(next ? userPageMessages.disable : userPageMessages.enable)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setDisabled.mutate(next);
        }}
      />
    </>
  );
}
