import type { Locale } from '../shared/contracts';
import type { CatalogueLoader, MessageCatalogue } from '../shared/i18n';
import english from '../../locales/en.json';
import { isStaleChunkError, reloadForStaleChunk } from './pwa/staleChunk';

export const englishCatalogue: MessageCatalogue = english;

/** Each translation is its own chunk, fetched when the locale is chosen. */
const translations: Record<Exclude<Locale, 'en'>, () => Promise<{ default: MessageCatalogue }>> = {
  no: () => import('../../locales/no.json'),
  fr: () => import('../../locales/fr.json'),
  zh: () => import('../../locales/zh.json'),
  dk: () => import('../../locales/dk.json'),
};

/**
 * A translation loads once online; the service worker keeps it for offline use. After a
 * deploy the old chunk is gone: the page reloads once into the new build.
 */
export const loadTranslations: CatalogueLoader = async (locale) => {
  if (locale === 'en') return englishCatalogue;
  try {
    return (await translations[locale]()).default;
  } catch (error) {
    if (isStaleChunkError(error)) reloadForStaleChunk();
    throw error;
  }
};
