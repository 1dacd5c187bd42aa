import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/support/chromium';

/**
 * Workers run test files side by side, each with its own server (tests/e2e/support/fixtures.ts).
 * Each worker drives a browser and a server, so one per core, at most 4; E2E_WORKERS overrides.
 * (One more worker than cores, with the vitest runs beside, made a whole run slower: 1,047 s
 * of browser tests instead of 784 s, and servers slow to start.)
 */
const workers = Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(1, availableParallelism()));

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same engine
 * without the full browser's layers): about a fifth less CPU than the full browser over the
 * same tests (heartbeat.spec: 97-108 CPU-seconds instead of 125-137). The full browser where
 * it is not installed; E2E_CHROMIUM overrides. (The PWA install test launches the full
 * browser itself: installability is the full browser's.)
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  // The module template's browser test runs in a module made from it (scripts/new-module.ts).
  testIgnore: '_template*',
  globalSetup: './tests/e2e/global-setup.ts',
  // Tests do not depend on one another (each signs in afresh and puts back what it changes),
  // so the tests of one file are shared out between the workers too.
  fullyParallel: true,
  workers,
  retries: 0,
  // Each worker has a core at best, on a machine that is often busy with more: limits for
  // what takes a few seconds alone (heartbeat pages, axe over large pages).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.test-output/playwright.json' },
    ],
  ],
  outputDir: '.test-output/playwright-artifacts',
  use: {
    headless: true,
    // A service worker precaches the whole build (about 190 files) in every new context: the
    // files that test the offline console and the PWA allow it (test.use), the rest block it
    // (a fifth less CPU for a sign-in test).
    serviceWorkers: 'block',
    locale: 'en-GB',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
});
