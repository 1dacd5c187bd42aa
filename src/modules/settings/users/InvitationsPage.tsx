import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyInvitation } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError, commonMessages, roleMessages } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useCompactTime } from '../../../shared/ui/table';
import { invitationsMessages } from './messages';
import { useAnswerInvitation, usersQueries } from './queries';

const OFFLINE_NOTE_ID = 'invitations-offline-note';

interface Answered {
  accepted: boolean;
  invitation: MyInvitation;
}

/**
 * The signed-in user's pending invitations to join other organizations (any role may open
 * it): each names the organization, the role and who invited, and is accepted or declined
 * here. Nothing changes for the user until they accept; accepting adds the role, and the
 * organization menu offers the organization at once.
 */
export function InvitationsPage() {
  const t = useT();
  const formatTime = useCompactTime();
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const { user } = useConsoleSession();
  const invitations = useQuery(usersQueries.mine());
  const answer = useAnswerInvitation(user.userId);
  const [answered, setAnswered] = useState<Answered | null>(null);

  function respond(invitation: MyInvitation, accepted: boolean) {
    setAnswered(null);
    answer.mutate(
      { invitationId: invitation.invitationId, accept: accepted },
      { onSuccess: () => setAnswered({ accepted, invitation }) },
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(invitationsMessages.title)}
      </Title>
      <Text>{t(invitationsMessages.intro)}</Text>
      {answered && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t(commonMessages.close)}
          onClose={() => setAnswered(null)}
        >
          {answered.accepted
            ? t(invitationsMessages.accepted, {
                organization: answered.invitation.organizationName,
                role: t(roleMessages[answered.invitation.role]),
              })
            : t(invitationsMessages.declined, {
                organization: answered.invitation.organizationName,
              })}
        </Alert>
      )}
      {answer.isError && (
        <QueryError error={answer.error} title={invitationsMessages.answerFailed} />
      )}
      {invitations.isPending && <PendingPage />}
      {invitations.isError && (online || !invitations.data) && (
        <QueryError error={invitations.error} onRetry={() => void invitations.refetch()} />
      )}
      {invitations.data && (
        <>
          <FetchedAt updatedAt={invitations.dataUpdatedAt} />
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          {invitations.data.length === 0 ? (
            <Text>{t(invitationsMessages.empty)}</Text>
          ) : (
            invitations.data.map((invitation) => {
              const title = t(invitationsMessages.card, {
                organization: invitation.organizationName,
              });
              const busy =
                answer.isPending && answer.variables.invitationId === invitation.invitationId;
              return (
                <Card
                  key={invitation.invitationId}
                  withBorder
                  component="section"
                  aria-label={title}
                >
                  <Stack gap="xs">
                    <Title order={2} size="h4">
                      {title}
                    </Title>
                    <Text size="sm">
                      {t(invitationsMessages.details, {
                        inviter: invitation.invitedBy ?? t(invitationsMessages.someone),
                        organization: invitation.organizationName,
                        role: t(roleMessages[invitation.role]),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(invitationsMessages.expires, { time: formatTime(invitation.expires) })}
                    </Text>
                    <Group gap="sm">
                      <Button
                        aria-label={t(invitationsMessages.acceptLabel, {
                          organization: invitation.organizationName,
                        })}
                        loading={busy && answer.variables.accept}
                        disabled={busy || needsServer.disabled}
                        aria-describedby={needsServer['aria-describedby']}
                        onClick={() => respond(invitation, true)}
                      >
                        {t(invitationsMessages.accept)}
                      </Button>
                      <Button
                        variant="default"
                        aria-label={t(invitationsMessages.declineLabel, {
                          organization: invitation.organizationName,
                        })}
                        loading={busy && !answer.variables.accept}
                        disabled={busy || needsServer.disabled}
                        aria-describedby={needsServer['aria-describedby']}
                        onClick={() => respond(invitation, false)}
                      >
                        {t(invitationsMessages.decline)}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })
          )}
        </>
      )}
    </Stack>
  );
}
