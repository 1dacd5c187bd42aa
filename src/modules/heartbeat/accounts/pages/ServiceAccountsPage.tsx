import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { AccountsTable } from '../components/AccountsTable';
import { CreateWizard } from '../components/CreateWizard';
import { accountMessages as m } from '../messages';
import { accountQueries } from '../queries';
import { EMPTY_WIZARD, isWizardDraft, wizardDraftKey } from '../wizardDraft';
import { wizardMessages } from '../wizardMessages';

/** Service accounts (spec 2.4): the list and the create wizard. */
export function ServiceAccountsPage() {
  const t = useT();
  const { org, role } = useHeartbeatPage();
  const { user } = useConsoleSession();
  const query = useRangeQuery();
  const accounts = useQuery(accountQueries.serviceAccounts(org));
  useRangeToolbar(accounts.dataUpdatedAt, { range: false });
  const canManage = mayTake(HEARTBEAT_ACTIONS.manageServiceAccounts, role);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const [draft, setDraft, discardDraft] = useDraft(
    wizardDraftKey(user.userId, org),
    EMPTY_WIZARD,
    isWizardDraft,
  );
  // The receipt stays open after the draft is spent, until it is closed.
  const [showingReceipt, setShowingReceipt] = useState(false);
  const close = () => {
    setShowingReceipt(false);
    setDraft({ ...draft, open: false });
    if (showingReceipt) discardDraft();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(m.heading)}
        </Title>
        {canManage && (
          <Button onClick={() => setDraft({ ...draft, open: true })} {...needsServer}>
            {t(m.create)}
          </Button>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      <Text size="sm">{t(m.intro)}</Text>
      {accounts.isError && (
        <QueryError
          error={accounts.error}
          title={m.fetchFailed}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.data ? (
        <Stack gap="xs">
          <FetchedAt updatedAt={accounts.dataUpdatedAt} />
          <AccountsTable accounts={accounts.data} query={query} />
        </Stack>
      ) : (
        !accounts.isError && <Skeleton height={200} />
      )}
      <ModalDialog
        opened={canManage && (draft.open || showingReceipt)}
        onClose={close}
        title={t(wizardMessages.title)}
        size="lg"
      >
        <CreateWizard
          org={org}
          draft={draft}
          onDraft={setDraft}
          onCreated={() => {
            setShowingReceipt(true);
            setDraft(EMPTY_WIZARD);
            discardDraft();
          }}
          onClose={close}
          needsServer={needsServer}
        />
      </ModalDialog>
    </Stack>
  );
}
