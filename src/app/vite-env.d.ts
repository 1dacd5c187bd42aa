/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time: busts the persisted query cache of older builds. */
  readonly VITE_BUILD_ID?: string;
}
