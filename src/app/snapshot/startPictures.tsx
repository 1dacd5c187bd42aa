import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { DEFAULT_THEME, LOCALES, type Locale } from '../../shared/contracts';
import { createTranslator, htmlLangOf, type Translator } from '../../shared/i18n';
import { TranslatorContext } from '../../shared/i18n/context';
import { LoginPage } from '../auth/LoginPage';
import { cssVariablesResolver, theme } from '../theme';

/** One locale's words of a built-in picture: its English texts and theirs. */
export interface PictureLocale {
  lang: string;
  texts: Record<string, string>;
}

export interface StartPicture {
  /** The page's HTML as the console renders it in English: theme variables and markup. */
  html: string;
  /** The other locales' wording, applied by public/snapshot-boot.js before the first paint. */
  locales: Partial<Record<Locale, PictureLocale>>;
}

/**
 * The sign-in page rendered ahead of time (vite build, build/startPictures.ts), in the same
 * format as the pictures of seen pages (pageSnapshot.ts): on a first visit, and whenever no
 * one is signed in, public/snapshot-boot.js paints it from index.html before any bundle has
 * loaded, and the console takes over once it has rendered the page itself.
 *
 * `catalogues`: each translated locale's messages (locales/<locale>.json).
 */
export function renderSignInPicture(
  catalogues: Partial<Record<Locale, Record<string, string>>>,
): StartPicture {
  const english = createTranslator('en', {});
  const used = new Map<string, string>();
  const recording: Translator = {
    ...english,
    t: (message, values) => {
      const text = english.t(message, values);
      used.set(message.id, text);
      return text;
    },
  };
  const html = renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_THEME}
    >
      <TranslatorContext.Provider value={recording}>
        <QueryClientProvider client={new QueryClient()}>
          <Router ssrPath="/login">
            <LoginPage />
          </Router>
        </QueryClientProvider>
      </TranslatorContext.Provider>
    </MantineProvider>,
  );
  const locales: StartPicture['locales'] = {};
  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    if (!catalogue) continue;
    const texts: Record<string, string> = {};
    for (const [id, text] of used) {
      const translated = catalogue[id];
      if (translated && translated !== text) texts[text] = translated;
    }
    locales[locale] = { lang: htmlLangOf(locale), texts };
  }
  return { html, locales };
}
