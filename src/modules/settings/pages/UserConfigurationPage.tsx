import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Locale, Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { QueryError } from '../../../shared/ui';
import { offlineMessages } from '../../../shared/ui/offline';
import { useIsOnline } from '../../../shared/network';
import { AppearanceSelects } from '../components/AppearanceSelects';
import { settingsMessages } from '../messages';
import { useSaveUserConfiguration } from '../queries';

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
        <AppearanceSelects
          theme={theme}
          locale={locale}
          onChange={change}
          names={{ theme: 'theme', locale: 'locale' }}
          controlProps={needsServer}
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
