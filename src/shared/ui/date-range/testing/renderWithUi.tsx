import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../i18n';

/** jsdom lacks matchMedia and ResizeObserver, which Mantine and the virtualiser ask for. */
export function stubBrowserApis() {
  window.matchMedia ??= (query: string) =>
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
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Renders shared UI with Mantine, English messages (their default wording) and a memory router.
 */
export function renderWithUi(ui: ReactNode, path = '/') {
  stubBrowserApis();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider env="test">
      <I18nProvider locale="en" timeZone="UTC" english={{}} loadTranslations={async () => ({})}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...result, location };
}
