import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { I18nProvider } from '../shared/i18n';
import { TabCoordinationProvider } from '../shared/tabs';
import { ConsoleTheme } from './ConsoleTheme';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { loadTranslations } from './locales';
import { preferences } from './preferences';
import { ThemeColorSync } from './pwa/ThemeColorSync';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { AppRoutes } from './routing/AppRoutes';
import { createAppRuntime, type AppRuntime } from './runtime';
import { AppRuntimeContext } from './runtimeContext';

interface AppProps {
  /** Started by main.tsx before the first render; without it the app makes and starts its own. */
  runtime?: AppRuntime;
}

export function App({ runtime: given }: AppProps) {
  const [runtime] = useState(() => given ?? createAppRuntime());
  useEffect(() => (given ? undefined : runtime.start()), [given, runtime]);
  // In sync: the user's locale and zone (PreferencesSync) apply in the render right after they
  // are set, before the shell's first render (SessionLoader waits for them), not in a second
  // render of the whole console once the shell is on screen.
  const { locale, timeZone } = useSnapshot(preferences, { sync: true });
  return (
    <ConsoleTheme>
      <ThemeColorSync />
      <I18nProvider locale={locale} timeZone={timeZone} loadTranslations={loadTranslations}>
        <AppErrorBoundary>
          <AppRuntimeContext.Provider value={runtime}>
            <QueryClientProvider client={runtime.queryClient}>
              <TabCoordinationProvider value={runtime.tabs}>
                <AppRoutes />
                <UpdatePrompt />
              </TabCoordinationProvider>
            </QueryClientProvider>
          </AppRuntimeContext.Provider>
        </AppErrorBoundary>
      </I18nProvider>
    </ConsoleTheme>
  );
}
