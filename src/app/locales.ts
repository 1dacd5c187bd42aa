import { catalogueLoaders } from 'virtual:message-catalogues';
import type { CatalogueLoader } from '../shared/i18n';
import { isStaleChunkError, reloadForStaleChunk } from './pwa/staleChunk';

/**
 * English needs no catalogue: each message holds its English text. A translation comes in
 * parts, each its own small chunk (build/messageCatalogues.ts): the core one when the locale
 * is chosen, a module's with the module's pages. The service worker precaches them all, so any
 * locale works offline. After a deploy the old chunk is gone: the page reloads once into the
 * new build.
 */
export const loadTranslations: CatalogueLoader = async (locale, part) => {
  const load = catalogueLoaders[locale]?.[part];
  if (!load) return {};
  try {
    return (await load()).default;
  } catch (error) {
    if (isStaleChunkError(error)) reloadForStaleChunk();
    throw error;
  }
};
