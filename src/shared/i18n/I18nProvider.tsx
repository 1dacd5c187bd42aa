import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../contracts';
import { TranslatorContext } from './context';
import { htmlLangOf, loadCatalogue, type CatalogueLoader, type MessageCatalogue } from './locales';
import { LocaleLoadError } from './LocaleLoadError';
import { createTranslator } from './translator';

interface I18nProviderProps {
  locale: Locale;
  timeZone: string | null;
  english: MessageCatalogue;
  loadTranslations: CatalogueLoader;
  children: ReactNode;
}

interface LoadedCatalogue {
  locale: Locale;
  messages: MessageCatalogue;
}

/**
 * Provides the translator of `locale`. Translations load on demand; until they arrive the
 * previous catalogue stays on screen, and a failed load shows the locale error screen.
 */
export function I18nProvider({
  locale,
  timeZone,
  english,
  loadTranslations,
  children,
}: I18nProviderProps) {
  // English is at hand at once; another first locale renders nothing until it arrives, so
  // the page does not flash in English first.
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(
    locale === 'en' ? { locale, messages: english } : null,
  );
  const [failed, setFailed] = useState<Locale | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadCatalogue(locale, english, loadTranslations).then(
      (messages) => {
        if (cancelled) return;
        setFailed(null);
        setLoaded((current) =>
          current?.locale === locale && current.messages === messages
            ? current
            : { locale, messages },
        );
      },
      () => {
        if (!cancelled) setFailed(locale);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, english, loadTranslations]);

  const translator = useMemo(
    () => (loaded ? createTranslator(loaded.locale, loaded.messages, timeZone) : null),
    [loaded, timeZone],
  );

  // Before the frame that shows the translated text: the page's language changes with it.
  useLayoutEffect(() => {
    if (translator) document.documentElement.lang = htmlLangOf(translator.locale);
  }, [translator]);

  const englishTranslator = useMemo(
    () => createTranslator('en', english, timeZone),
    [english, timeZone],
  );

  if (failed === locale) {
    return (
      <TranslatorContext.Provider value={englishTranslator}>
        <LocaleLoadError />
      </TranslatorContext.Provider>
    );
  }
  if (!translator) return null;
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
