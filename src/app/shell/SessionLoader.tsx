import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clearAuth, ERROR_CODES, isRefusal } from '../../shared/api';
import type { RoleEntry, User } from '../../shared/contracts';
import {
  ConsoleSessionContext,
  enterOrganizationScope,
  sessionQueries,
  type ConsoleSession,
} from '../../shared/session';
import { SessionUnavailable } from '../network/SessionUnavailable';
import { preferences } from '../preferences';
import { useOptionalAppRuntime } from '../runtimeContext';
import { tabsState } from '../tabs/tabsState';
import { LoadingBar } from './LoadingBar';
import { PreferencesSync } from './PreferencesSync';
import { Shell } from './Shell';
import { useActiveRole } from './useActiveRole';

interface SessionLoaderProps {
  user: User;
  roles: RoleEntry[];
}

/**
 * Loads organization, modules, features and configuration of the active role; the loading
 * bar stays until all are there. Changing the active role loads them for the new organization,
 * and the persisted cache follows: it restores and keeps that (user, organization)'s data.
 * A failure without an answer from the server keeps the session on its persisted data.
 */
export function SessionLoader({ user, roles }: SessionLoaderProps) {
  const activeRole = useActiveRole(user, roles);
  const organizationId = activeRole?.organizationId ?? user.organizationId;
  const keep = { placeholderData: keepPreviousData };
  const organization = useQuery({ ...sessionQueries.organization(organizationId), ...keep });
  const modules = useQuery({ ...sessionQueries.modules(organizationId), ...keep });
  const features = useQuery({ ...sessionQueries.features(organizationId), ...keep });
  const configuration = useQuery({
    ...sessionQueries.configuration(organizationId, user.userId),
    ...keep,
  });
  const queries = [organization, modules, features, configuration];
  const refused = queries.some((query) => query.isError && isRefusal(query.error));
  const unavailable = queries.some(
    (query) => query.data === undefined && (query.isError || query.fetchStatus === 'paused'),
  );
  const loading = queries.some((query) => query.isPending || query.isPlaceholderData);

  useEffect(() => {
    if (refused) clearAuth({ error: ERROR_CODES.notLoggedIn });
  }, [refused]);

  const runtime = useOptionalAppRuntime();
  useEffect(() => {
    void runtime?.persistence.setScope({ userId: user.userId, organizationId });
  }, [runtime, user.userId, organizationId]);
  const multiScreen = features.data?.multiScreen === true;
  useEffect(() => {
    runtime?.coordinator.setFeatureEnabled(multiScreen);
  }, [runtime, multiScreen]);
  // The pages render once the tabs' mode of this organization is in force: in MultiScreen mode
  // a page opened without a range takes the shared one from its first render, instead of
  // starting its queries with the default range and then again with the shared one.
  const { featureEnabled } = useSnapshot(tabsState);
  // Only the first time: a later change (another organization) must not unmount the shell.
  const [shellShown, setShellShown] = useState(false);
  const tabsReady = shellShown || !runtime || featureEnabled === multiScreen;

  const session = useMemo<ConsoleSession | null>(() => {
    if (!activeRole || !organization.data || !modules.data || !features.data) return null;
    if (!configuration.data) return null;
    return {
      user,
      roles,
      activeRole,
      organization: organization.data,
      modules: modules.data,
      features: features.data,
      configuration: configuration.data,
    };
  }, [user, roles, activeRole, organization.data, modules.data, features.data, configuration.data]);

  // The user's locale, zone and theme apply before the shell's first render (PreferencesSync):
  // the shell waits until they are in force. A change after it renders the whole console again
  // (every text and date), which was a second full render in the start's longest task.
  const applied = useSnapshot(preferences);
  const preferencesReady =
    shellShown ||
    (configuration.data !== undefined &&
      applied.locale === configuration.data.locale &&
      applied.timeZone === configuration.data.timeZone);
  const ready = tabsReady && preferencesReady;
  // The shell's first render is the start's largest (top bar, menu, the module's frame): it
  // runs deferred, in slices between which the page answers input, the loading bar staying
  // meanwhile (one task of about 200 ms on a phone before). What is deferred is the session
  // once all the shell waits for is there: deferring the session alone let the last of those
  // (the preferences, applied by a store update that renders at once) draw the whole shell
  // in one task. Later sessions (another organization) render at once.
  const firstSession = useDeferredValue(ready ? session : null);
  const shown = shellShown ? session : firstSession;
  if (shown && !shellShown) setShellShown(true);
  // The modules' UI state is that of the organization the pages show, before they render.
  if (shown) {
    enterOrganizationScope({
      userId: user.userId,
      organizationId: shown.organization.organizationId,
    });
  }
  const preferencesSync = configuration.data && (
    <PreferencesSync configuration={configuration.data} />
  );
  if (!shown) {
    if (!session && unavailable && !refused) {
      return (
        <SessionUnavailable
          onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        />
      );
    }
    return (
      <>
        {preferencesSync}
        <LoadingBar />
      </>
    );
  }
  return (
    <ConsoleSessionContext.Provider value={shown}>
      {loading && <LoadingBar />}
      {preferencesSync}
      <Shell />
    </ConsoleSessionContext.Provider>
  );
}
