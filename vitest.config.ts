import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Two cores: more workers only contend.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests render Mantine in jsdom: on a loaded two-core machine a
          // render-heavy test can pass 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // Console pages in jsdom against the real server, which runs in the runner's
          // process (tests/pages/support/global-setup.ts).
          name: 'pages',
          environment: 'jsdom',
          include: ['tests/pages/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/pages/support/global-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each test server copies a database migrated and seeded once for the run.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
