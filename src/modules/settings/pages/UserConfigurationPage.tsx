import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { LOCALES, THEMES, type Locale, type Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { useConsoleSession } from '../../../shared/session';
import { QueryError, commonMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { languageMessages, settingsMessages, themeMessages } from '../messages';
import { useSaveUserConfiguration } from '../queries';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

interface ConfigurationDraft {
  theme: Theme;
  locale: Locale;
}

const isDraft = (value: unknown): value is ConfigurationDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ConfigurationDraft).theme === 'string' &&
  isTheme((value as ConfigurationDraft).theme) &&
  typeof (value as ConfigurationDraft).locale === 'string' &&
  isLocale((value as ConfigurationDraft).locale);

const OFFLINE_NOTE_ID = 'user-configuration-offline-note';

/**
 * User configuration (spec 2.3): dark mode and language; saving reloads the configuration.
 * Choices not yet saved are kept as a draft, through going offline and a reload.
 */
export function UserConfigurationPage() {
  const t = useT();
  const { user, activeRole, configuration } = useConsoleSession();
  const save = useSaveUserConfiguration();
  const [draft, setDraft, discardDraft] = useDraft<ConfigurationDraft>(
    `user.${user.userId}.configuration`,
    { theme: configuration.theme, locale: configuration.locale },
    isDraft,
  );
  const { theme, locale } = draft;
  const setTheme = (next: Theme) => setDraft({ ...draft, theme: next });
  const setLocale = (next: Locale) => setDraft({ ...draft, locale: next });
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsServer.disabled) return;
    save.mutate(
      {
        organizationId: activeRole.organizationId,
        userId: user.userId,
        configuration: { theme, locale },
      },
      { onSuccess: discardDraft },
    );
  }

  return (
    <Stack gap="md" maw={420}>
      <Title order={1} size="h2">
        {t(settingsMessages.userConfigurationTitle)}
      </Title>
      <Text>{t(settingsMessages.userConfigurationIntro)}</Text>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <NativeSelect
            label={t(settingsMessages.theme)}
            name="theme"
            value={theme}
            data={THEMES.map((value) => ({ value, label: t(themeMessages[value]) }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isTheme(value)) setTheme(value);
            }}
          />
          <NativeSelect
            label={t(settingsMessages.language)}
            name="locale"
            value={locale}
            data={LOCALES.map((value) => ({ value, label: t(languageMessages[value]) }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLocale(value)) setLocale(value);
            }}
          />
          {save.isError && <QueryError error={save.error} title={null} />}
          {save.isSuccess && (
            <Alert color="green" role="status">
              {t(settingsMessages.saved)}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} w="fit-content" {...needsServer}>
            {t(commonMessages.save)}
          </Button>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
        </Stack>
      </form>
    </Stack>
  );
}
