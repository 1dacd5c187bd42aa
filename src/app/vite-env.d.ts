/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time: busts the persisted query cache of older builds. */
  readonly VITE_BUILD_ID?: string;
}

/** build/messageCatalogues.ts: locale -> part (core, a module) -> its translation's chunk. */
declare module 'virtual:message-catalogues' {
  export const catalogueLoaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ default: Record<string, string> }>>>>
  >;
}

/** build/mantineStyles.ts: the part of @mantine/core/styles.css the console's code uses. */
declare module 'virtual:mantine-core-styles.css';
