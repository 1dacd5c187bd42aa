import { proxy, subscribe } from 'valtio';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/contracts';
import { readStored, writeStored } from '../shared/lib';

const LOCALE_KEY = 'console.locale';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The locale and time zone on screen. The signed-in user's configuration sets them; the last
 * locale is remembered so the sign-in page speaks the same language.
 */
export const preferences = proxy({
  locale: readStored<Locale>(LOCALE_KEY, DEFAULT_LOCALE, isLocale),
  timeZone: null as string | null,
});

subscribe(preferences, () => writeStored(LOCALE_KEY, preferences.locale));
