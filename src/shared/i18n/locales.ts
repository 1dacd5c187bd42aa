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

/**
 * The part of a translation every screen needs; each module's messages are a part of their
 * own (named after the module), loaded with its pages. build/messageParts.ts splits them.
 */
export const CORE_PART = 'core';

/** Loads one part of the translated catalogue of one locale; English needs none. */
export type CatalogueLoader = (locale: Locale, part: string) => Promise<MessageCatalogue>;

/** `base` overridden by the translated texts that are not empty. */
export function withTranslations(
  base: MessageCatalogue,
  ...translations: readonly MessageCatalogue[]
): MessageCatalogue {
  const merged: Record<string, string> = { ...base };
  for (const translated of translations) {
    for (const [id, text] of Object.entries(translated)) {
      if (typeof text === 'string' && text.trim() !== '') merged[id] = text;
    }
  }
  return merged;
}

/**
 * The catalogue used for `locale` with the given parts: the English messages, overridden by
 * the translations that exist, so a message missing from a translation falls back to English
 * on its own (as does one missing from the catalogue: the translator uses its default text).
 */
export async function loadCatalogue(
  locale: Locale,
  english: MessageCatalogue,
  load: CatalogueLoader,
  parts: readonly string[] = [CORE_PART],
): Promise<MessageCatalogue> {
  if (locale === DEFAULT_LOCALE) return english;
  const translated = await Promise.all(parts.map((part) => load(locale, part)));
  return withTranslations(english, ...translated);
}
