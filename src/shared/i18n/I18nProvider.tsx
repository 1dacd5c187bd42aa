import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, type Locale } from '../contracts';
import { TranslatorContext } from './context';
import {
  CORE_PART,
  htmlLangOf,
  loadCatalogue,
  withTranslations,
  type CatalogueLoader,
  type MessageCatalogue,
} from './locales';
import { LocaleLoadError } from './LocaleLoadError';
import { MessagePartsContext, type MessageParts } from './parts';
import { createTranslator } from './translator';

const NO_MESSAGES: MessageCatalogue = {};

interface I18nProviderProps {
  locale: Locale;
  timeZone: string | null;
  /** English texts by id; by default none: each message's own default text is English. */
  english?: MessageCatalogue;
  loadTranslations: CatalogueLoader;
  children: ReactNode;
}

interface LoadedCatalogue {
  locale: Locale;
  /** The parts of the translation in `messages` (none for English: the code holds it). */
  parts: readonly string[];
  messages: MessageCatalogue;
}

/**
 * Provides the translator of `locale`. Translations load on demand: the core part first, each
 * module's part when its pages do (`useMessagePart`). Until they arrive the previous catalogue
 * stays on screen, and a failed load shows the locale error screen.
 */
export function I18nProvider({
  locale,
  timeZone,
  english = NO_MESSAGES,
  loadTranslations,
  children,
}: I18nProviderProps) {
  // English is at hand at once; another first locale renders nothing until it arrives, so
  // the page does not flash in English first.
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(
    locale === DEFAULT_LOCALE ? { locale, parts: [], messages: english } : null,
  );
  const [failed, setFailed] = useState<Locale | null>(null);
  // The parts asked for so far (in any locale): a new locale loads them all before it
  // replaces the old one, so the module on screen never shows in English in between.
  const wanted = useRef(new Set<string>([CORE_PART]));

  useEffect(() => {
    let cancelled = false;
    const parts = [...wanted.current];
    loadCatalogue(locale, english, loadTranslations, parts).then(
      (messages) => {
        if (cancelled) return;
        setFailed(null);
        const loadedParts = locale === DEFAULT_LOCALE ? [] : parts;
        setLoaded((current) =>
          current?.locale === locale && current.messages === messages
            ? current
            : { locale, parts: loadedParts, messages },
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

  // One load at a time per locale and part, however many components wait for it.
  const pending = useRef(new Map<string, Promise<void>>());
  const request = useCallback(
    (forLocale: Locale, part: string): Promise<void> => {
      const key = `${forLocale}/${part}`;
      let promise = pending.current.get(key);
      if (!promise) {
        promise = loadTranslations(forLocale, part).then(
          (translated) => {
            pending.current.delete(key);
            setLoaded((current) =>
              current?.locale === forLocale && !current.parts.includes(part)
                ? {
                    locale: forLocale,
                    parts: [...current.parts, part],
                    messages: withTranslations(current.messages, translated),
                  }
                : current,
            );
          },
          () => {
            pending.current.delete(key);
            setFailed(forLocale);
          },
        );
        pending.current.set(key, promise);
      }
      return promise;
    },
    [loadTranslations],
  );

  const parts = useMemo<MessageParts>(
    () => ({
      pendingPart: (part) => {
        wanted.current.add(part);
        if (!loaded || loaded.locale === DEFAULT_LOCALE || loaded.parts.includes(part)) {
          return null;
        }
        return request(loaded.locale, part);
      },
    }),
    [loaded, request],
  );

  const translator = useMemo(
    () => (loaded ? createTranslator(loaded.locale, loaded.messages, timeZone) : null),
    [loaded, timeZone],
  );

  // The console's zone and Intl are set up while the app is idle after the translator is
  // made, not in the first frame of the first page that shows a time or a message with values:
  // the browser's first date format starts its time-zone data (20 to 60 ms on a slow phone).
  // Not at once either: a screen of plain texts (the sign-in page) needs neither.
  useEffect(() => {
    if (!translator) return;
    return whenIdle(translator.prepare);
  }, [translator]);

  // Before the frame that shows the translated text: the page's language changes with it.
  useLayoutEffect(() => {
    if (translator) document.documentElement.lang = htmlLangOf(translator.locale);
  }, [translator]);

  if (failed === locale) {
    return (
      <TranslatorContext.Provider value={createTranslator('en', english, timeZone)}>
        <LocaleLoadError />
      </TranslatorContext.Provider>
    );
  }
  if (!translator) return null;
  return (
    <TranslatorContext.Provider value={translator}>
      <MessagePartsContext.Provider value={parts}>{children}</MessagePartsContext.Provider>
    </TranslatorContext.Provider>
  );
}

/** Runs `work` when the browser is idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
