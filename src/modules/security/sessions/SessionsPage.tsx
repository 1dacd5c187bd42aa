import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TerminateSessionsResult } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { ActionFeedback, QueryState, useConfirmAndRun } from '../../../shared/ui/resource';
import { securityQueries, useTerminateSessions } from '../queries';
import { selectSessions, sessionsState, toggleSession } from '../state';
import { sessionsMessages } from './messages';
import { SessionsTable } from './SessionsTable';
import { ConfirmDialog } from '../../../shared/ui/overlays';

const OFFLINE_NOTE_ID = 'sessions-offline-note';

/**
 * Sessions (spec 2.4): the organization's live sessions; refresh, select rows and terminate
 * the selected ones after a confirmation. Sessions that could not be ended are named (spec 8).
 * Offline the last list fetched shows with its age, and terminating is disabled.
 */
export function SessionsPage() {
  const { t, formatNumber } = useI18n();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const sessions = useQuery(securityQueries.sessions(organizationId));
  useRangeToolbar(sessions.dataUpdatedAt, { range: false });
  const terminate = useTerminateSessions(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [result, setResult] = useState<TerminateSessionsResult | null>(null);

  const { selected: selection } = useSnapshot(sessionsState);
  const rows = sessions.data?.sessions;
  // Only what is listed counts: a session gone since it was selected is not ended again.
  const selectedIds = useMemo(
    () => (rows ?? []).filter((s) => selection[s.sessionId]).map((s) => s.sessionId),
    [rows, selection],
  );
  const onToggleAll = useCallback(
    (on: boolean) => selectSessions(on ? (rows ?? []).map((s) => s.sessionId) : []),
    [rows],
  );

  const termination = useConfirmAndRun((sessionIds: readonly string[]) => {
    setResult(null);
    terminate.mutate(sessionIds, {
      onSuccess: (answer) => {
        setResult(answer);
        selectSessions(answer.failed);
      },
    });
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(sessionsMessages.heading)}
      </Title>
      <QueryState query={sessions} />
      <ActionFeedback
        outcome={
          result?.failed.length === 0
            ? { text: t(sessionsMessages.terminated, { count: result.terminated.length }) }
            : null
        }
        failure={
          terminate.isError
            ? { error: terminate.error, title: sessionsMessages.terminateFailed }
            : result && result.failed.length > 0
              ? {
                  text: t(sessionsMessages.terminatedWithErrors, { ids: result.failed.join(', ') }),
                }
              : null
        }
      />
      {sessions.data && (
        <>
          <Group justify="space-between" gap="sm">
            <Group gap="lg">
              <Text size="sm">
                {sessions.data.total > sessions.data.sessions.length
                  ? t(sessionsMessages.capped, {
                      shown: formatNumber(sessions.data.sessions.length),
                      total: formatNumber(sessions.data.total),
                    })
                  : t(sessionsMessages.count, { count: sessions.data.total })}
              </Text>
              <FetchedAt updatedAt={sessions.dataUpdatedAt} />
            </Group>
            <Button
              color="red"
              loading={terminate.isPending}
              onClick={() => termination.ask(selectedIds)}
              {...needsServer}
              disabled={needsServer.disabled || selectedIds.length === 0}
            >
              {t(sessionsMessages.terminateSelected, { count: selectedIds.length })}
            </Button>
          </Group>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <SessionsTable
            sessions={sessions.data.sessions}
            selected={selection}
            onToggle={toggleSession}
            onToggleAll={onToggleAll}
          />
        </>
      )}
      <ConfirmDialog
        {...termination.dialog}
        title={t(sessionsMessages.confirmTitle)}
        text={t(sessionsMessages.confirmText, { count: termination.subject?.length ?? 0 })}
        confirmLabel={t(sessionsMessages.confirm)}
      />
    </Stack>
  );
}
