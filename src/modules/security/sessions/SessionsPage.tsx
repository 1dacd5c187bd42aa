import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TerminateSessionsResult } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
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
  const online = useIsOnline();
  useRangeToolbar(sessions.dataUpdatedAt, { range: false });
  const terminate = useTerminateSessions(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [confirming, setConfirming] = useState(false);
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

  function confirm() {
    setConfirming(false);
    setResult(null);
    terminate.mutate(selectedIds, {
      onSuccess: (answer) => {
        setResult(answer);
        selectSessions(answer.failed);
      },
    });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(sessionsMessages.heading)}
      </Title>
      {sessions.isPending && <PendingPage />}
      {sessions.isError && (online || !sessions.data) && (
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
      )}
      {result && result.failed.length > 0 && (
        <Alert color="red" role="alert">
          {t(sessionsMessages.terminatedWithErrors, { ids: result.failed.join(', ') })}
        </Alert>
      )}
      {result && result.failed.length === 0 && (
        <Alert color="green" role="status">
          {t(sessionsMessages.terminated, { count: result.terminated.length })}
        </Alert>
      )}
      {terminate.isError && (
        <QueryError error={terminate.error} title={sessionsMessages.terminateFailed} />
      )}
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
              onClick={() => setConfirming(true)}
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
        opened={confirming}
        title={t(sessionsMessages.confirmTitle)}
        text={t(sessionsMessages.confirmText, { count: selectedIds.length })}
        confirmLabel={t(sessionsMessages.confirm)}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
