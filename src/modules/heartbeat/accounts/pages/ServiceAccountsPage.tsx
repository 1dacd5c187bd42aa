import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { ListPage } from '../../../../shared/ui/page-frame';
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
    <ListPage
      heading={m.heading}
      intro={m.intro}
      action={
        canManage && (
          <Button onClick={() => setDraft({ ...draft, open: true })} {...needsServer}>
            {t(m.create)}
          </Button>
        )
      }
      note={<NeedsServerNote id={noteId} />}
      list={accounts}
      fetchFailed={m.fetchFailed}
      table={(rows) => <AccountsTable accounts={rows} query={query} />}
    >
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
    </ListPage>
  );
}
