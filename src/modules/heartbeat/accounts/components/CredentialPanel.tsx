import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { describeError } from '../../../../shared/api';
import {
  CREDENTIAL_TYPES,
  type CredentialType,
  type ServiceAccount,
  type ServiceAccountWithCredential,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { credentialMessages as m } from '../credentialMessages';
import { accountMessages, credentialTypeMessages } from '../messages';
import { useIssueCredential } from '../queries';
import { CredentialReceipt } from './CredentialReceipt';

interface CredentialPanelProps {
  org: number;
  account: ServiceAccount;
  canManage: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** The account's credential: never shown again, only reset or changed to another type. */
export function CredentialPanel({ org, account, canManage, needsServer }: CredentialPanelProps) {
  const t = useT();
  const headingId = useId();
  const issue = useIssueCredential(org, account.serviceAccountId);
  const [type, setType] = useState<CredentialType>(account.credentialType);
  const [confirming, setConfirming] = useState(false);
  // The new credential, in memory until the dialog closes: never cached or stored.
  const [issued, setIssued] = useState<ServiceAccountWithCredential | null>(null);
  const same = type === account.credentialType;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(m.heading)}
      </Title>
      <Text size="sm">
        {t(accountMessages.credentialType)}: {t(credentialTypeMessages[account.credentialType])}
      </Text>
      <Text size="sm" c="dimmed">
        {t(m.current)}
      </Text>
      {canManage && (
        <Group align="flex-end">
          <NativeSelect
            label={t(m.newType)}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as CredentialType)}
            data={CREDENTIAL_TYPES.map((value) => ({
              value,
              label: t(credentialTypeMessages[value]),
            }))}
          />
          <Button
            onClick={() => {
              issue.reset();
              setConfirming(true);
            }}
            {...needsServer}
          >
            {same ? t(m.reset) : t(m.change)}
          </Button>
        </Group>
      )}
      <ModalDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(m.confirmTitle, { name: account.name })}
      >
        <Stack>
          <Text size="sm">{t(m.confirmText)}</Text>
          {issue.isError && (
            <Alert color="red" role="alert" title={t(accountMessages.changeFailed)}>
              {describeError(issue.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              color="red"
              loading={issue.isPending}
              {...needsServer}
              onClick={() =>
                issue.mutate(type, {
                  onSuccess: (answer) => {
                    setConfirming(false);
                    setIssued(answer);
                  },
                })
              }
            >
              {t(m.issue)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
      <ModalDialog opened={issued !== null} onClose={() => setIssued(null)} title={t(m.onceTitle)}>
        {issued && (
          <Stack>
            <CredentialReceipt accountName={account.name} credential={issued.credential} />
            <Group justify="flex-end">
              <Button onClick={() => setIssued(null)}>{t(m.done)}</Button>
            </Group>
          </Stack>
        )}
      </ModalDialog>
    </Stack>
  );
}
