import { DEFAULT_LOCALE, type Locale } from '../contracts';

/** BCP 47 tags used for formatting: dk is Danish (`da`) and no is Norwegian bokmål (`nb`). */
const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  no: 'nb',
  fr: 'fr',
  zh: 'zh-CN',
  dk: 'da',
};

/** The `lang` attribute of the document for a locale. */
const HTML_LANGS: Record<Locale, string> = {
  en: 'en',
  no: 'nb',
  fr: 'fr',
  zh: 'zh-Hans',
  dk: 'da',
};

export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[locale];
}

export function htmlLangOf(locale: Locale): string {
  return HTML_LANGS[locale];
}

export type MessageCatalogue = Readonly<Record<string, string>>;

/** Loads the translated catalogue of one locale; English is always at hand. */
export type CatalogueLoader = (locale: Locale) => Promise<MessageCatalogue>;

/**
 * The catalogue used for `locale`: every English message, overridden by the translations that
 * exist, so a message missing from a translation falls back to English on its own.
 */
export async function loadCatalogue(
  locale: Locale,
  english: MessageCatalogue,
  load: CatalogueLoader,
): Promise<MessageCatalogue> {
  if (locale === DEFAULT_LOCALE) return english;
  const translated = await load(locale);
  const merged: Record<string, string> = { ...english };
  for (const [id, text] of Object.entries(translated)) {
    if (typeof text === 'string' && text.trim() !== '') merged[id] = text;
  }
  return merged;
}
