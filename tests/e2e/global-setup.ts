import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './support/server';

/**
 * Checks that the console is built. The servers are started per worker (support/fixtures.ts).
 */
export default function globalSetup(): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} has no built console: run "npm run build" before the browser tests`,
    );
  }
}
