import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../shared/i18n';
import { englishCatalogue, loadTranslations } from '../locales';

/** Mantine's color scheme code asks for matchMedia, which jsdom lacks. */
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders `ui` with the app's providers at `path`, in English. */
export function renderInApp(ui: ReactNode, path = '/') {
  stubMatchMedia();
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider env="test">
      <I18nProvider
        locale="en"
        timeZone="UTC"
        english={englishCatalogue}
        loadTranslations={loadTranslations}
      >
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook}>{ui}</Router>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...result, location, queryClient };
}
