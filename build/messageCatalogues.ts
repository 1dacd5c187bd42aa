import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueOfPart, messageParts, partNames } from './messageParts';

const INDEX_ID = 'virtual:message-catalogues';
const PART_ID = 'virtual:message-catalogue/';
/** Resolved ids of the parts; vite.config.ts names their chunks `<locale>-<part>-<hash>.js`. */
export const CATALOGUE_PART_PREFIX = '\0message-catalogue:';

/** `fr-heartbeat` for the chunk of a catalogue part, or null for any other chunk. */
export function catalogueChunkName(facadeModuleId: string | null): string | null {
  if (!facadeModuleId?.startsWith(CATALOGUE_PART_PREFIX)) return null;
  return facadeModuleId.slice(CATALOGUE_PART_PREFIX.length).replace(':', '-');
}

/**
 * Splits each translation (locales/<locale>.json, English excepted: the code holds its
 * wording) into one module per part (build/messageParts.ts) and provides
 * `virtual:message-catalogues`, the map locale -> part -> loader of that part's own chunk.
 * The locale files stay whole: translators and the extract script work on them as before.
 */
export function messageCatalogues(root: string): Plugin {
  const localesDir = path.join(root, 'locales');
  const translatedLocales = () =>
    readdirSync(localesDir)
      .filter((name) => name.endsWith('.json') && name !== 'en.json')
      .map((name) => name.slice(0, -'.json'.length))
      .sort();

  return {
    name: 'message-catalogues',
    resolveId(id) {
      if (id === INDEX_ID) return `\0${INDEX_ID}`;
      if (id.startsWith(PART_ID)) {
        const [locale, part] = id.slice(PART_ID.length).split('/');
        return `${CATALOGUE_PART_PREFIX}${locale}:${part}`;
      }
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const parts = partNames(messageParts(root));
        const entries = translatedLocales().map((locale) => {
          const loaders = parts.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PART_ID}${locale}/${part}`)})`,
          );
          return `  ${JSON.stringify(locale)}: { ${loaders.join(', ')} },`;
        });
        return `export const catalogueLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(CATALOGUE_PART_PREFIX)) {
        const [locale = '', part = ''] = id.slice(CATALOGUE_PART_PREFIX.length).split(':');
        const file = path.join(localesDir, `${locale}.json`);
        this.addWatchFile(file);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const messages = catalogueOfPart(catalogue, part, messageParts(root));
        // JSON.parse of a string is parsed faster than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
      }
      return null;
    },
  };
}
