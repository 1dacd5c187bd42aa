/** The build's version (package version and build time), set by vite.config.ts. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
