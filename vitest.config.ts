import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './build/aliases';

/** `@contracts/*` (tsconfig's paths), given to each project: inline projects do not take the root's Vite options. */
const resolve = { alias: pathAliases(fileURLToPath(new URL('.', import.meta.url))) };

export default defineConfig({
  test: {
    // Two cores: more workers only contend.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // One jsdom and one module graph per worker instead of per file: setting jsdom up
          // took six times longer than the tests themselves. Tests clean up what they change
          // in the document (cleanup, shared/testing/layout).
          isolate: false,
          // Component tests render Mantine in jsdom: on a loaded two-core machine a
          // render-heavy test can pass 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          // Console pages in jsdom against the real server, which runs in the runner's
          // process (tests/pages/support/global-setup.ts).
          name: 'pages',
          environment: 'jsdom',
          include: ['tests/pages/**/*.test.{ts,tsx}'],
          // The module template's page test runs in a module made from it (scripts/new-module.ts):
          // the template itself is in no list, so this server has no service of it.
          exclude: [...configDefaults.exclude, 'tests/pages/_template*'],
          globalSetup: ['tests/pages/support/global-setup.ts'],
          // One jsdom and one module graph per worker, as for the client tests: per file,
          // setting up jsdom and importing the console took more than the tests. The shared
          // set-up file puts the document and storages back after every test.
          isolate: false,
          setupFiles: ['tests/pages/support/setup.ts'],
          // A cap, not a wait: the longest page test (the service-account wizard) takes about
          // 20 s beside the browser tests.
          testTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // The server's modules are imported once per worker instead of once per file (half
          // of the run was spent importing). Each test builds its own app on its own database
          // copy, so no state is shared through modules.
          isolate: false,
          // Each test server copies a database migrated and seeded once for the run.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
