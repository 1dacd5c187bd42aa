import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pathAliases } from './build/aliases';
import { mantineStyles } from './build/mantineStyles';
import { catalogueChunkName, messageCatalogues } from './build/messageCatalogues';
import { precompress } from './build/precompress';
import { startChunks } from './build/startChunks';
import { startPictures } from './build/startPictures';

const serverUrl = process.env.SERVER_URL ?? 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

// The console's start in stages (src/main.tsx), each one chunk: see build/startChunks.ts.
const start = startChunks(
  root,
  'src/main.tsx',
  [
    { name: 'boot', modules: ['src/app/boot.tsx'] },
    { name: 'signed-in', modules: ['src/app/shell/SignedInApp.tsx'] },
    // The page most starts land on (the Heartbeat overview, where `/` leads): its code and
    // the kit's parts it uses in one file, not 19 small ones queued on six connections.
    {
      name: 'first-page',
      modules: [
        'src/modules/heartbeat/HeartbeatFrame.tsx',
        'src/modules/heartbeat/overview/pages/OverviewPage.tsx',
      ],
      preloadAt: ['/', '/heartbeat', '/connect'],
    },
  ],
  () => [react(), messageCatalogues(root), mantineStyles(root)],
);

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
/** The build's version: the persisted query cache of another build is dropped (its buster). */
const buildId = `${version}+${Date.now().toString(36)}`;

/** The password strength meter (800 kB) is for the set-password page only: not precached. */
const STRENGTH_METER_CHUNK = /[\\/]node_modules[\\/]zxcvbn[\\/]/;

function chunkFileName(chunk: { facadeModuleId: string | null; name: string }): string {
  const module = chunk.facadeModuleId ?? '';
  if (STRENGTH_METER_CHUNK.test(module)) return 'assets/password-strength-[hash].js';
  // A part of a translation: `fr-core`, `fr-heartbeat`, ...
  const catalogue = catalogueChunkName(chunk.facadeModuleId);
  if (catalogue) return `assets/${catalogue}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  resolve: { alias: pathAliases(root) },
  plugins: [
    // Mantine's style sheet without the components the console does not use.
    mantineStyles(root),
    react(),
    // Translations split per part (core, each module): each loads when it is needed.
    messageCatalogues(root),
    // The sign-in page rendered into index.html: painted before any bundle has loaded.
    startPictures(root),
    start.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/pwa/serviceWorker.ts registers it (workbox-window) and offers updates.
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      // The manifest and its icons are precached by the plugin; these are the other files.
      includeAssets: ['icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Connect operations console',
        short_name: 'Connect',
        description: 'Monitor and operate the integration and data platform.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#242424',
        theme_color: '#242424',
        categories: ['business', 'productivity', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The translations too (small chunks per locale and part): a module opened for the
        // first time offline shows in the chosen language.
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The password strength meter is cached on first use instead.
        globIgnores: ['**/assets/password-strength-*.js', '**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of the build, served by the server as they are.
    precompress(),
  ],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: { groups: start.groups },
      },
    },
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/client-api': serverUrl,
      '/runtime-config.json': serverUrl,
    },
  },
});
