import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { configApi, decodeAccessToken, isNetworkFailure } from '../../shared/api';
import type { UserConfiguration } from '../../shared/contracts';
import { useIsOnline } from '../../shared/network';
import { sessionKeys } from '../../shared/session';
import { configurationSaving } from '../../shared/ui/offline';
import { refuseConfiguration } from '../../shared/ui/offline/pendingConfiguration';
import { useAuthState } from '../auth/useAuthState';
import { preferences } from '../preferences';

function signedInUserId(token: string | null): number | null {
  try {
    const { userId } = decodeAccessToken(token);
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}

/**
 * Sends the settings changed on this device (configurationSaving) to the server, and shows the
 * saved configuration in the session's. A change made while this one travelled is sent next;
 * no answer (offline, the server down) keeps it for the next time the server answers; a
 * refusal drops it and puts the configuration the server holds back on screen.
 */
async function sendPending(queryClient: QueryClient): Promise<void> {
  const entry = configurationSaving.pending;
  if (!entry || configurationSaving.sending) return;
  const { organizationId, userId, changes, version } = entry;
  const key = sessionKeys.configuration(organizationId, userId);
  configurationSaving.sending = true;
  try {
    const saved = await configApi.saveUserConfiguration(organizationId, userId, { ...changes });
    const now = configurationSaving.pending;
    if (now && now.version !== version) {
      now.saved = saved;
      queryClient.setQueryData(key, { ...saved, ...now.changes });
    } else {
      configurationSaving.pending = null;
      configurationSaving.savedAt = Date.now();
      queryClient.setQueryData(key, saved);
    }
  } catch (error) {
    if (!isNetworkFailure(error)) {
      refuseConfiguration(error);
      queryClient.setQueryData(key, entry.saved);
    }
  } finally {
    configurationSaving.sending = false;
  }
  const next = configurationSaving.pending;
  if (next && next.version !== version) await sendPending(queryClient);
}

const differs = (configuration: UserConfiguration, changes: Partial<UserConfiguration>) =>
  (Object.keys(changes) as (keyof UserConfiguration)[]).some(
    (name) => configuration[name] !== changes[name],
  );

/**
 * Applies the user's configuration: locale, time zone and theme (spec 2.4). The server answers
 * the user's configuration with each unset value taken from the organization's (config
 * service, userConfiguration), so the zone is the user's, else the organization's; null (or a
 * zone this browser does not know) leaves the browser's (createTranslator).
 *
 * Settings changed on this device and not saved yet (offline, or the server down) apply on top
 * of it at once, and are sent from here as soon as the server answers, whatever page is open.
 *
 * Rendered as soon as the configuration is there, while the loading bar still stands in for
 * the shell: a new zone or locale renders the whole console again (every text and date), which
 * costs little then and a long task once the shell and its page are on screen.
 */
export function PreferencesSync({ configuration }: { configuration: UserConfiguration }) {
  const { setColorScheme } = useMantineColorScheme();
  const queryClient = useQueryClient();
  const online = useIsOnline();
  const { token } = useAuthState();
  const userId = signedInUserId(token);
  const { pending } = useSnapshot(configurationSaving);
  const mine = pending !== null && pending.userId === userId ? pending : null;
  const effective = useMemo(
    () => (mine ? { ...configuration, ...mine.changes } : configuration),
    [configuration, mine],
  );

  useEffect(() => {
    preferences.locale = effective.locale;
    preferences.timeZone = effective.timeZone;
    setColorScheme(effective.theme);
  }, [effective, setColorScheme]);

  // The session's copy shows the change too (a refetch before it is saved answers the old).
  useEffect(() => {
    if (!mine) return;
    const key = sessionKeys.configuration(mine.organizationId, mine.userId);
    const current = queryClient.getQueryData<UserConfiguration>(key);
    if (current && differs(current, mine.changes)) {
      queryClient.setQueryData(key, { ...current, ...mine.changes });
    }
  }, [configuration, mine, queryClient]);

  useEffect(() => {
    if (mine && online) void sendPending(queryClient);
  }, [mine, online, queryClient]);
  return null;
}
