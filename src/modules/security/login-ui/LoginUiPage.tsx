import {
  Button,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  LOGIN_TEXT_MAX,
  LOGIN_TITLE_MAX,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type LoginCustomizationInput,
} from '../../../shared/contracts/idp';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { useConsoleSession } from '../../../shared/session';
import { commonMessages } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { ActionFeedback, QueryState } from '../../../shared/ui/resource';
import { securityQueries, useSaveLoginUi } from '../queries';
import { loginUiMessages as m } from './messages';

const OFFLINE_NOTE_ID = 'login-ui-offline-note';
const FIELDS = ['companyTitle', 'disclosureIntro', 'disclosureText', 'attention'] as const;

const isTexts = (value: unknown): value is LoginCustomizationInput =>
  typeof value === 'object' &&
  value !== null &&
  FIELDS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The file as base64 (the server checks its content; this only spares a useless upload). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function TextsForm({
  organizationId,
  initial,
}: {
  organizationId: number;
  initial: LoginCustomizationInput;
}) {
  const t = useT();
  const save = useSaveLoginUi(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [draft, setDraft, discardDraft] = useDraft(
    `security.${organizationId}.loginUi`,
    initial,
    isTexts,
  );
  const tooLong = draft.companyTitle.length > LOGIN_TITLE_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsServer.disabled || tooLong) return;
    save.mutate({ texts: draft }, { onSuccess: discardDraft });
  }

  const set = (key: (typeof FIELDS)[number]) => (value: string) =>
    setDraft({ ...draft, [key]: value });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t(m.companyTitle)}
          value={draft.companyTitle}
          error={tooLong ? t(m.tooLong, { max: LOGIN_TITLE_MAX }) : undefined}
          onChange={(e) => set('companyTitle')(e.currentTarget.value)}
        />
        {(['disclosureIntro', 'disclosureText', 'attention'] as const).map((key) => (
          <Textarea
            key={key}
            label={t(m[key])}
            autosize
            minRows={2}
            maxLength={LOGIN_TEXT_MAX}
            value={draft[key]}
            onChange={(e) => set(key)(e.currentTarget.value)}
          />
        ))}
        <ActionFeedback
          outcome={save.isSuccess ? { text: t(m.saved) } : null}
          failure={save.isError ? { error: save.error, title: m.saveFailed } : null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} {...needsServer}>
            {t(commonMessages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LogoForm({ organizationId, logoUrl }: { organizationId: number; logoUrl: string | null }) {
  const t = useT();
  const save = useSaveLoginUi(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension)) {
      setProblem(t(m.badExtension));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(t(m.tooLarge));
      return;
    }
    save.mutate({ logo: { data: await base64Of(file), fileName: file.name } });
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(m.logo)}
      </Title>
      {logoUrl ? (
        <Image src={logoUrl} alt={t(m.logoAlt)} maw={240} mah={120} fit="contain" />
      ) : (
        <Text size="sm">{t(m.noLogo)}</Text>
      )}
      <FileInput
        label={t(m.logo)}
        description={t(m.logoHint)}
        accept={LOGO_TYPES.join(',')}
        clearable
        error={problem}
        disabled={needsServer.disabled}
        aria-describedby={needsServer['aria-describedby']}
        onChange={(file) => void choose(file)}
      />
      <ActionFeedback failure={save.isError ? { error: save.error, title: m.saveFailed } : null} />
      {logoUrl && (
        <Group>
          <Button
            color="red"
            variant="light"
            loading={save.isPending}
            onClick={() => save.mutate({ logo: null })}
            {...needsServer}
          >
            {t(m.removeLogo)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The sign-in page's customization (spec 2.4, 3.4; securityIDP): company title, disclosure
 * intro and text, attention and logo. Offline the last one read shows with its age, what is
 * typed is kept, and saving waits for the server.
 */
export function LoginUiPage() {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const current = useQuery(securityQueries.loginUi(organizationId));
  useRangeToolbar(current.dataUpdatedAt, { range: false });
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <QueryState query={current} />
      {current.data && (
        <>
          <FetchedAt updatedAt={current.dataUpdatedAt} />
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <TextsForm
            organizationId={organizationId}
            initial={{
              companyTitle: current.data.companyTitle,
              disclosureIntro: current.data.disclosureIntro,
              disclosureText: current.data.disclosureText,
              attention: current.data.attention,
            }}
          />
          <LogoForm organizationId={organizationId} logoUrl={current.data.logoUrl} />
        </>
      )}
    </Stack>
  );
}
