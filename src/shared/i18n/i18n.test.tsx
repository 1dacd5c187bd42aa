import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useT } from './context';
import { I18nProvider } from './I18nProvider';
import { loadCatalogue, type CatalogueLoader } from './locales';
import { defineMessages } from './messages';
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

describe('I18nProvider', () => {
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
