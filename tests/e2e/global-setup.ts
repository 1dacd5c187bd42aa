import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { distDir, prepareDataTemplate, TEMPLATE_ENV } from './support/server';

/**
 * Checks that the console is built, and seeds the demo data once for the run: the servers
 * started per worker (support/fixtures.ts) and by tests copy it (support/server.ts). The
 * workers inherit the template's place from this process's environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} has no built console: run "npm run build" before the browser tests`,
    );
  }
  const template = await prepareDataTemplate();
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    await rm(template, { recursive: true, force: true });
  };
}
