import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { OrgUser } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
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
 * The user's 'Disabled' badge, and where the server says the caller may (`canDisable`: an
 * owner, or an admin of the user's own organization, never on their own page) the button that
 * disables the user (signed out at once, sign-in refused) or enables them again, after a
 * confirmation. An admin of another organization where the user holds a role is not offered
 * it: disabling reaches every organization, and the server refuses them.
 */
export function DisableUser({ user, organizationId, offlineNoteId }: DisableUserProps) {
  const t = useT();
  const needsServer = useNeedsServer(offlineNoteId);
  const setDisabled = useSetDisabled(organizationId, user.userId);
  const [confirming, setConfirming] = useState(false);
  const mayManage = user.canDisable;
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
