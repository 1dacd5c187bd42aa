import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import type { IssuedCredential } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { credentialMessages as m } from '../credentialMessages';

interface CredentialReceiptProps {
  accountName: string;
  credential: IssuedCredential;
}

/** The credential's fields as a small JSON file, made in the browser (never sent or kept). */
function download(accountName: string, credential: IssuedCredential) {
  const content = {
    serviceAccount: accountName,
    credentialType: credential.credentialType,
    ...(credential.username === null
      ? { apiKey: credential.secret, header: 'X-API-Key' }
      : { username: credential.username, password: credential.secret }),
  };
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(content, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${accountName}-credentials.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            aria-label={t(m.copyLabel, { field: label })}
            color={copied ? 'teal' : undefined}
          >
            {copied ? t(m.copied) : t(m.copy)}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** A credential shown this once, with copy and download buttons; it is kept nowhere. */
export function CredentialReceipt({ accountName, credential }: CredentialReceiptProps) {
  const t = useT();
  return (
    <Stack gap="sm" data-testid="credential-receipt">
      <Alert color="yellow" title={t(m.onceTitle)}>
        {t(m.once)}
      </Alert>
      {credential.username === null ? (
        <CopyField label={t(m.apiKey)} value={credential.secret} />
      ) : (
        <>
          <CopyField label={t(m.username)} value={credential.username} />
          <CopyField label={t(m.password)} value={credential.secret} />
        </>
      )}
      <Group>
        <Button variant="default" onClick={() => download(accountName, credential)}>
          {t(m.download)}
        </Button>
      </Group>
    </Stack>
  );
}
