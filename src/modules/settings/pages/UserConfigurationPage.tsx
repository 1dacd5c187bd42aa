import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LOCALES, THEMES, type Locale, type Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { ErrorAlert } from '../../../shared/ui';
import { languageMessages, settingsMessages, themeMessages } from '../messages';
import { useSaveUserConfiguration } from '../queries';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** User configuration (spec 2.3): dark mode and language; saving reloads the configuration. */
export function UserConfigurationPage() {
  const t = useT();
  const { user, activeRole, configuration } = useConsoleSession();
  const save = useSaveUserConfiguration();
  const [theme, setTheme] = useState<Theme>(configuration.theme);
  const [locale, setLocale] = useState<Locale>(configuration.locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      organizationId: activeRole.organizationId,
      userId: user.userId,
      configuration: { theme, locale },
    });
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
          {save.isError && <ErrorAlert error={save.error} />}
          {save.isSuccess && (
            <Alert color="green" role="status">
              {t(settingsMessages.saved)}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t(settingsMessages.save)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
