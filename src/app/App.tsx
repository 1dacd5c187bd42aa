import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_THEME } from '../shared/contracts';
import { I18nProvider } from '../shared/i18n';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { englishCatalogue, loadTranslations } from './locales';
import { preferences } from './preferences';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routing/AppRoutes';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { locale, timeZone } = useSnapshot(preferences);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_THEME}
    >
      <I18nProvider
        locale={locale}
        timeZone={timeZone}
        english={englishCatalogue}
        loadTranslations={loadTranslations}
      >
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AppRoutes />
          </QueryClientProvider>
        </AppErrorBoundary>
      </I18nProvider>
    </MantineProvider>
  );
}
