import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { LOCALES, THEMES, type Locale, type Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { QueryError } from '../../../shared/ui';
import { offlineMessages } from '../../../shared/ui/offline';
import { useIsOnline } from '../../../shared/network';
import { languageMessages, settingsMessages, themeMessages } from '../messages';
import { useSaveUserConfiguration } from '../queries';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * User configuration (spec 2.3 and 2.4): dark mode and language. Changing a setting saves it
 * and reloads the configuration; while it saves the control shows the new choice, after a
 * failed save the saved one. Offline the controls are disabled, saying why.
 */
export function UserConfigurationPage() {
  const t = useT();
  const { user, activeRole, configuration } = useConsoleSession();
  const save = useSaveUserConfiguration();
  // Offline each control is disabled and says why (its description, read with it).
  const online = useIsOnline();
  const needsServer = {
    disabled: !online,
    description: online ? undefined : t(offlineMessages.needsServer),
  };
  const saving = save.isPending ? save.variables.configuration : {};
  const theme = saving.theme ?? configuration.theme;
  const locale = saving.locale ?? configuration.locale;

  function change(setting: { theme: Theme } | { locale: Locale }) {
    if (needsServer.disabled || save.isPending) return;
    save.mutate({
      organizationId: activeRole.organizationId,
      userId: user.userId,
      configuration: setting,
    });
  }

  return (
    <Stack gap="md" maw={420}>
      <Title order={1} size="h2">
        {t(settingsMessages.userConfigurationTitle)}
      </Title>
      <Text>{t(settingsMessages.userConfigurationIntro)}</Text>
      <Stack gap="sm" aria-busy={save.isPending}>
        <NativeSelect
          label={t(settingsMessages.theme)}
          name="theme"
          value={theme}
          data={THEMES.map((value) => ({ value, label: t(themeMessages[value]) }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isTheme(value)) change({ theme: value });
          }}
          {...needsServer}
        />
        <NativeSelect
          label={t(settingsMessages.language)}
          name="locale"
          value={locale}
          data={LOCALES.map((value) => ({ value, label: t(languageMessages[value]) }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLocale(value)) change({ locale: value });
          }}
          {...needsServer}
        />
        {save.isError && <QueryError error={save.error} title={settingsMessages.saveFailed} />}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t(settingsMessages.saved)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
