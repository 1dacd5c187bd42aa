import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Locale, Theme } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { useConsoleSession } from '../../../shared/session';
import { QueryError } from '../../../shared/ui';
import {
  changeConfiguration,
  configurationSaving,
  offlineMessages,
} from '../../../shared/ui/offline';
import { AppearanceSelects } from '../components/AppearanceSelects';
import { settingsMessages } from '../messages';
import { settingsKeys } from '../keys';

/**
 * User configuration (spec 2.3 and 2.4): dark mode and language. A change applies at once, on
 * this device, and is saved to the user's account straight away, or, offline or with the
 * server down, as soon as the server answers (the shell's PreferencesSync sends it, whatever
 * page is open then). A change the server refuses is dropped: the saved value shows again.
 */
export function UserConfigurationPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const online = useIsOnline();
  const { user, activeRole, configuration } = useConsoleSession();
  const { pending, sending, error, savedAt } = useSnapshot(configurationSaving);
  const scope = { organizationId: activeRole.organizationId, userId: user.userId };
  const mine =
    pending?.organizationId === scope.organizationId && pending.userId === scope.userId
      ? pending
      : null;
  // What was saved or refused before this page opened is not news.
  const [openedAt] = useState(Date.now);
  const shown = mine ? { ...configuration, ...mine.changes } : configuration;

  function change(setting: { theme: Theme } | { locale: Locale }) {
    const next = changeConfiguration(scope, shown, setting);
    // On screen at once: the session's configuration is what the console applies.
    queryClient.setQueryData(
      settingsKeys.userConfiguration(scope.organizationId, scope.userId),
      next,
    );
  }

  return (
    <Stack gap="md" maw={420}>
      <Title order={1} size="h2">
        {t(settingsMessages.userConfigurationTitle)}
      </Title>
      <Text>{t(settingsMessages.userConfigurationIntro)}</Text>
      <Stack gap="sm" aria-busy={sending}>
        <AppearanceSelects
          theme={shown.theme}
          locale={shown.locale}
          onChange={change}
          names={{ theme: 'theme', locale: 'locale' }}
          controlProps={{ disabled: false }}
        />
        {mine && !online && (
          <Alert color="yellow" role="status" data-testid="configuration-pending">
            {t(offlineMessages.configurationPending)}
          </Alert>
        )}
        {error && error.at >= openedAt && (
          <QueryError error={error.error} title={settingsMessages.saveFailed} />
        )}
        {!mine && !error && savedAt >= openedAt && (
          <Alert color="green" role="status">
            {t(settingsMessages.saved)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
