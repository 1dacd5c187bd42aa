import type { Locale } from '../shared/contracts';
import type { CatalogueLoader, MessageCatalogue } from '../shared/i18n';
import english from '../../locales/en.json';

export const englishCatalogue: MessageCatalogue = english;

/** Each translation is its own chunk, fetched when the locale is chosen. */
const translations: Record<Exclude<Locale, 'en'>, () => Promise<{ default: MessageCatalogue }>> = {
  no: () => import('../../locales/no.json'),
  fr: () => import('../../locales/fr.json'),
  zh: () => import('../../locales/zh.json'),
  dk: () => import('../../locales/dk.json'),
};

export const loadTranslations: CatalogueLoader = async (locale) => {
  if (locale === 'en') return englishCatalogue;
  return (await translations[locale]()).default;
};
