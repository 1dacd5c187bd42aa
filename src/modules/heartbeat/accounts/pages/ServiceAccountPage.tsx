import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isApiError } from '../../../../shared/api';
import { HEARTBEAT_ACTIONS, mayTake, type ServiceAccount } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { FormActions, ModalDialog } from '../../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { AccessList } from '../components/AccessList';
import { CredentialPanel } from '../components/CredentialPanel';
import { accountMessages as m } from '../messages';
import { accountQueries, useAccountChange } from '../queries';

/** "{time} by user {id}", or by the system for the demo's own accounts. */
function useChangedBy() {
  const { t, formatDateTime } = useI18n();
  return (time: string, user: number | null) =>
    user === null
      ? t(m.bySystem, { time: formatDateTime(time) })
      : t(m.byWhom, { time: formatDateTime(time), user });
}

function AccountFacts({ account }: { account: ServiceAccount }) {
  const { t } = useI18n();
  const changedBy = useChangedBy();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 4 }}>
      <Text component="dt" size="sm" fw={500}>
        {t(m.accountId)}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {account.serviceAccountId}
      </Text>
      <Text component="dt" size="sm" fw={500}>
        {t(m.created)}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {changedBy(account.created, account.createdBy)}
      </Text>
      <Text component="dt" size="sm" fw={500}>
        {t(m.updated)}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {changedBy(account.updated, account.updatedBy)}
      </Text>
    </dl>
  );
}

/** A service account (spec 2.4): its facts, credential and flow accesses. */
export function ServiceAccountPage() {
  const { t } = useI18n();
  const params = useParams<{ id: string }>();
  const accountId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const { org, role } = useHeartbeatPage();
  const query = useRangeQuery();
  const [, navigate] = useLocation();
  const details = useQuery({
    ...accountQueries.serviceAccount(org, accountId),
    enabled: accountId > 0,
  });
  useRangeToolbar(details.dataUpdatedAt, { range: false });
  const canManage = mayTake(HEARTBEAT_ACTIONS.manageServiceAccounts, role);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const remove = useAccountChange(org, accountId);
  const [deleting, setDeleting] = useState(false);
  const account = details.data;
  const missing = accountId === 0 || (isApiError(details.error) && details.error.status === 404);

  return (
    <Stack gap="lg">
      <Anchor component={Link} href={heartbeatPaths.serviceAccounts(query)} size="sm">
        {t(m.backToList)}
      </Anchor>
      {missing && <Alert color="yellow">{t(m.notFound, { id: params.id })}</Alert>}
      {details.isError && !missing && (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      )}
      {!account && !details.isError && !missing && <Skeleton height={240} />}
      {account && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {account.name}
            </Title>
            {canManage && (
              <Button
                variant="default"
                color="red"
                {...needsServer}
                onClick={() => setDeleting(true)}
              >
                {t(m.deleteAccount)}
              </Button>
            )}
          </Group>
          <NeedsServerNote id={noteId} />
          <FetchedAt updatedAt={details.dataUpdatedAt} />
          <AccountFacts account={account} />
          <CredentialPanel
            org={org}
            account={account}
            canManage={canManage}
            needsServer={needsServer}
          />
          <AccessList org={org} account={account} canManage={canManage} needsServer={needsServer} />
          <ModalDialog
            opened={deleting}
            onClose={() => setDeleting(false)}
            title={t(m.deleteTitle, { name: account.name })}
          >
            <Stack>
              <Text size="sm">{t(m.deleteText)}</Text>
              <FormActions
                failure={remove.isError ? remove : null}
                failedTitle={m.changeFailed}
                onCancel={() => setDeleting(false)}
                onSave={() =>
                  remove.mutate(
                    { kind: 'delete' },
                    { onSuccess: () => navigate(heartbeatPaths.serviceAccounts(query)) },
                  )
                }
                saving={remove.isPending}
                saveLabel={m.deleteAccount}
                color="red"
                needsServer={needsServer}
              />
            </Stack>
          </ModalDialog>
        </>
      )}
    </Stack>
  );
}
