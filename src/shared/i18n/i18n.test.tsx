import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../contracts';
import { useT } from './context';
import { I18nProvider } from './I18nProvider';
import { CORE_PART, loadCatalogue, type CatalogueLoader, type MessageCatalogue } from './locales';
import { defineMessages } from './messages';
import { AwaitMessages } from './parts';
import { createTranslator } from './translator';

const messages = defineMessages({
  title: { id: 'test.title', defaultMessage: 'Status' },
  greeting: { id: 'test.greeting', defaultMessage: 'Hello, {name}' },
  onlyEnglish: { id: 'test.onlyEnglish', defaultMessage: 'Refresh' },
});
const english = {
  'test.title': 'Status',
  'test.greeting': 'Hello, {name}',
  'test.onlyEnglish': 'Refresh',
};
const french = { 'test.title': 'État', 'test.greeting': 'Bonjour, {name}', 'test.onlyEnglish': '' };

describe('loadCatalogue', () => {
  it('uses English as it is for en, without loading anything', async () => {
    const load = vi.fn<CatalogueLoader>();
    await expect(loadCatalogue('en', english, load)).resolves.toBe(english);
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to English per message missing or empty in a translation', async () => {
    const catalogue = await loadCatalogue('fr', english, async () => french);
    expect(catalogue['test.title']).toBe('État');
    expect(catalogue['test.onlyEnglish']).toBe('Refresh');
  });

  it('loads the core part by default, and the parts asked for together', async () => {
    const catalogues: Record<string, MessageCatalogue> = {
      core: { 'test.title': 'État' },
      mod: { 'mod.title': 'Module' },
    };
    const load = vi.fn<CatalogueLoader>(async (_locale, part) => catalogues[part] ?? {});
    await expect(loadCatalogue('fr', {}, load)).resolves.toEqual({ 'test.title': 'État' });
    expect(load).toHaveBeenLastCalledWith('fr', CORE_PART);
    await expect(loadCatalogue('fr', {}, load, [CORE_PART, 'mod'])).resolves.toEqual({
      'test.title': 'État',
      'mod.title': 'Module',
    });
  });
});

describe('createTranslator', () => {
  it('formats messages with values and falls back to the default message for unknown ids', () => {
    const t = createTranslator('fr', { 'test.greeting': 'Bonjour, {name}' }).t;
    expect(t(messages.greeting, { name: 'Ada' })).toBe('Bonjour, Ada');
    expect(t(messages.onlyEnglish)).toBe('Refresh');
  });

  it('formats each message again with new values, plurals and quoting included', () => {
    const { t } = createTranslator('no', {
      'test.count': '{count, plural, one {# melding} other {# meldinger}}',
      'test.quoted': "Flyten ''{id}'' står",
      'test.plain': 'Ingen advarsler',
    });
    const count = {
      id: 'test.count',
      defaultMessage: '{count, plural, one {# message} other {# messages}}',
    };
    expect(t(count, { count: 1 })).toBe('1 melding');
    expect(t(count, { count: 1200 })).toMatch(/^1\s200 meldinger$/);
    expect(t({ id: 'test.quoted', defaultMessage: '' }, { id: 'a' })).toBe("Flyten 'a' står");
    expect(t({ id: 'test.plain', defaultMessage: 'No warnings' })).toBe('Ingen advarsler');
    // Missing from the catalogue: the English default, formatted by English rules.
    const missing = {
      id: 'test.missing',
      defaultMessage: '{n, plural, one {# flow} other {# flows}}',
    };
    expect(t(missing, { n: 1 })).toBe('1 flow');
    expect(t(missing, { n: 2 })).toBe('2 flows');
  });

  it('formats dates in 24-hour form in the configured zone, with Danish for dk', () => {
    const when = Date.UTC(2025, 0, 31, 15, 4, 5);
    const danish = createTranslator('dk', {}, 'UTC').formatDateTime(when);
    expect(danish).toContain('15.04.05');
    expect(danish).toContain('31.01.2025');
    expect(createTranslator('en', {}, 'Europe/Oslo').formatDateTime(when)).toContain('16:04:05');
    expect(createTranslator('no', {}, 'UTC').formatNumber(1234.5)).toMatch(/1\s234,5/);
  });
});

function Title() {
  const t = useT();
  return <h1>{t(messages.title)}</h1>;
}

const moduleMessages = defineMessages({
  title: { id: 'mod.title', defaultMessage: 'Module status' },
});

function ModuleTitle() {
  const t = useT();
  return <h2>{t(moduleMessages.title)}</h2>;
}

describe('I18nProvider', () => {
  afterEach(cleanup);

  it('loads a translation on demand and shows it', async () => {
    render(
      <I18nProvider
        locale="fr"
        timeZone="UTC"
        english={english}
        loadTranslations={async () => french}
      >
        <Title />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'État' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('needs no catalogue for English: each message shows its own text', async () => {
    const load = vi.fn<CatalogueLoader>(async () => french);
    render(
      <I18nProvider locale="en" timeZone="UTC" loadTranslations={load}>
        <Title />
        <Suspense fallback={<p>loading</p>}>
          <AwaitMessages part="mod" />
          <ModuleTitle />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Module status' })).toBeTruthy();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads a module's part when its pages ask, and shows them only translated", async () => {
    const parts: Record<string, Record<string, string>> = {
      core: { 'test.title': 'État' },
      mod: { 'mod.title': 'État du module' },
    };
    const waiting: Record<string, () => void> = {};
    const load = vi.fn<CatalogueLoader>(
      (locale, part) =>
        new Promise((resolve) => {
          waiting[`${locale}/${part}`] = () => resolve(parts[part] ?? {});
        }),
    );
    const ui = (locale: Locale, withModule: boolean) => (
      <I18nProvider locale={locale} timeZone="UTC" loadTranslations={load}>
        <Title />
        {withModule && (
          <Suspense fallback={<p>loading</p>}>
            <ModuleTitle />
            <AwaitMessages part="mod" />
          </Suspense>
        )}
      </I18nProvider>
    );
    const { rerender } = render(ui('fr', false));
    await act(async () => waiting['fr/core']?.());
    expect(screen.getByRole('heading', { name: 'État' })).toBeTruthy();
    expect(load.mock.calls).toEqual([['fr', 'core']]);

    rerender(ui('fr', true));
    // Never the module's English text while its translation is on its way.
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Module status' })).toBeNull();
    await act(async () => waiting['fr/mod']?.());
    expect(await screen.findByRole('heading', { name: 'État du module' })).toBeTruthy();
    expect(load.mock.calls).toEqual([
      ['fr', 'core'],
      ['fr', 'mod'],
    ]);

    // Another locale loads every part on screen before it replaces the catalogue.
    parts.core = { 'test.title': 'Status (no)' };
    parts.mod = { 'mod.title': 'Modulstatus' };
    rerender(ui('no', true));
    await act(async () => waiting['no/core']?.());
    expect(screen.getByRole('heading', { name: 'État du module' })).toBeTruthy();
    await act(async () => waiting['no/mod']?.());
    expect(screen.getByRole('heading', { name: 'Modulstatus' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Status (no)' })).toBeTruthy();
  });

  it("switching from English with a module on screen loads the module's part too", async () => {
    const catalogues: Record<string, MessageCatalogue> = {
      core: { 'test.title': 'État' },
      mod: { 'mod.title': 'État du module' },
    };
    const load = vi.fn<CatalogueLoader>(async (_locale, part) => catalogues[part] ?? {});
    const ui = (locale: Locale) => (
      <I18nProvider locale={locale} timeZone="UTC" loadTranslations={load}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
          <ModuleTitle />
          <AwaitMessages part="mod" />
        </Suspense>
      </I18nProvider>
    );
    const { rerender } = render(ui('en'));
    expect(screen.getByRole('heading', { name: 'Module status' })).toBeTruthy();
    rerender(ui('fr'));
    expect(await screen.findByRole('heading', { name: 'État du module' })).toBeTruthy();
    rerender(ui('en'));
    expect(await screen.findByRole('heading', { name: 'Module status' })).toBeTruthy();
    rerender(ui('fr'));
    expect(await screen.findByRole('heading', { name: 'État du module' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'État' })).toBeTruthy();
  });

  it('shows the locale error screen when the translation cannot be loaded', async () => {
    await act(async () => {
      render(
        <I18nProvider
          locale="zh"
          timeZone="UTC"
          english={english}
          loadTranslations={async () => {
            throw new Error('offline');
          }}
        >
          <Title />
        </I18nProvider>,
      );
    });
    expect(
      screen.getByText('Something went wrong. Try again later or contact us for help.'),
    ).toBeTruthy();
  });
});
