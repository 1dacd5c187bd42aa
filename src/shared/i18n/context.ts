import { createContext, useContext } from 'react';
import type { Translator } from './translator';

export const TranslatorContext = createContext<Translator | null>(null);

export function useI18n(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useI18n must be used inside <I18nProvider>');
  return translator;
}

/** The translate function of the current locale. */
export function useT(): Translator['t'] {
  return useI18n().t;
}

/**
 * The console's one time zone (IANA name): the user's configured zone, else the
 * organization's, else the browser's. Every time shown or typed is in it.
 */
export function useTimeZone(): string {
  return useI18n().timeZone;
}
