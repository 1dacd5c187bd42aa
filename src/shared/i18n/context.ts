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
