import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CONNECTIVITY_HOST_PATTERN, type ConnectivityResult } from '../../contracts';
import { useT, type Translate } from '../../i18n';
import { useDraft } from '../../lib';
import { useConsoleSession } from '../../session';
import { NeedsServerNote, useNeedsServer } from '../offline';
import { ActionFeedback, type Outcome } from '../resource/ActionFeedback';
import { connectivityMessages as m } from './messages';
import { useConnectivityCheck } from './useConnectivityCheck';

interface Draft {
  hostname: string;
  port: string;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).hostname === 'string' &&
  (value as Draft).hostname.length <= 253 &&
  typeof (value as Draft).port === 'string' &&
  (value as Draft).port.length <= 5;

const HOST = new RegExp(CONNECTIVITY_HOST_PATTERN);
const OFFLINE_NOTE = 'connectivity-offline-note';

function portOf(text: string): number | null {
  if (!/^[0-9]{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

/** What the check found, as the page's feedback says it. */
function outcomeOf(t: Translate, result: ConnectivityResult): Outcome {
  const values = { host: result.hostname, port: result.port };
  const text =
    result.status === 'reachable'
      ? t(m.reachable, values)
      : result.status === 'unreachable'
        ? t(m.unreachable, values)
        : t(m.unresolvable, values);
  return {
    title: text,
    color: result.status === 'reachable' ? 'green' : 'red',
    text: result.address && <Text size="sm">{t(m.address, { address: result.address })}</Text>,
  };
}

/**
 * The connectivity check (spec 2.4), one page for Heartbeat's `connectivity` and the settings'
 * `connectivity`: a hostname and a port, checked from the server. What was typed survives a
 * reload; offline the check is disabled with the reason.
 */
export function ConnectivityCheckPage() {
  const t = useT();
  const session = useConsoleSession();
  const org = session.organization.organizationId;
  const check = useConnectivityCheck(org);
  const needsServer = useNeedsServer(OFFLINE_NOTE);
  const [draft, setDraft] = useDraft<Draft>(
    `user.${session.user.id}.connectivity.${org}`,
    { hostname: '', port: '' },
    isDraft,
  );
  const [submitted, setSubmitted] = useState(false);
  const hostname = draft.hostname.trim();
  const hostError = hostname === '' ? t(m.required) : HOST.test(hostname) ? null : t(m.invalidHost);
  const port = portOf(draft.port.trim());
  const portError =
    draft.port.trim() === '' ? t(m.required) : port === null ? t(m.invalidPort) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hostError || portError || port === null) return;
    check.reset();
    check.mutate({ hostname, port });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t(m.title)}
      </Title>
      <Text size="sm">{t(m.intro)}</Text>
      <form onSubmit={submit} aria-label={t(m.form)} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t(m.hostname)}
              required
              value={draft.hostname}
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft({ ...draft, hostname: event.currentTarget.value })}
              error={submitted ? hostError : null}
              style={{ flex: '3 1 14rem' }}
            />
            <NumberInput
              label={t(m.port)}
              required
              value={draft.port}
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              onChange={(value) => setDraft({ ...draft, port: String(value) })}
              error={submitted ? portError : null}
              style={{ flex: '1 1 7rem' }}
            />
          </Group>
          <Group>
            <Button type="submit" loading={check.isPending} {...needsServer}>
              {t(m.check)}
            </Button>
          </Group>
          <NeedsServerNote id={OFFLINE_NOTE} />
        </Stack>
      </form>
      <ActionFeedback
        outcome={check.data ? outcomeOf(t, check.data) : null}
        failure={check.isError ? { error: check.error, title: m.failed } : null}
      />
    </Stack>
  );
}
