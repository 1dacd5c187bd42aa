import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider, type CatalogueLoader, type MessageCatalogue } from '../i18n';

/**
 * jsdom lacks matchMedia, ResizeObserver and document.fonts, which Mantine (an autosized
 * text area waits for fonts) and the virtualiser ask for.
 */
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
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        ready: Promise.resolve(),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }
  // As a browser's: the first report of an element's size follows observe(), once.
  window.ResizeObserver ??= class {
    private observing = new Set<Element>();
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.observing.add(target);
      queueMicrotask(() => {
        if (!this.observing.has(target)) return;
        const size = { inlineSize: target.clientWidth, blockSize: target.clientHeight };
        const entry = {
          target,
          contentRect: target.getBoundingClientRect(),
          borderBoxSize: [size],
          contentBoxSize: [size],
          devicePixelContentBoxSize: [size],
        } as ResizeObserverEntry;
        this.report([entry], this);
      });
    }
    unobserve(target: Element) {
      this.observing.delete(target);
    }
    disconnect() {
      this.observing.clear();
    }
  };
}

interface RenderOptions {
  /** The location the memory router starts at. */
  path?: string;
  /**
   * The document's own location and history instead of a memory router, as in the browser:
   * for code that reads `window.location` (the whole signed-in console). Starts at `path`.
   */
  browserLocation?: boolean;
  /** English messages; by default none, so each message shows its default wording. */
  english?: MessageCatalogue;
  loadTranslations?: CatalogueLoader;
  /** The console's time zone; UTC unless given. */
  timeZone?: string;
  /** A client of the test's own; by default a fresh one that does not retry. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` with the console's providers (Mantine, English messages, React Query and a
 * memory router at `path`): the one render helper of component tests in every layer.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  stubBrowserApis();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  if (options.browserLocation) window.history.replaceState(null, '', options.path ?? '/');
  const router = options.browserLocation
    ? {}
    : { hook: location.hook, searchHook: location.searchHook };
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider env="test">
      <I18nProvider
        locale="en"
        timeZone={options.timeZone ?? 'UTC'}
        english={options.english ?? {}}
        loadTranslations={options.loadTranslations ?? (async () => ({}))}
      >
        <QueryClientProvider client={queryClient}>
          <Router {...router}>{ui}</Router>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...result, location, queryClient };
}
