import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as unknown;

/**
 * `npm install` runs a dependency's install script only where package.json's `allowScripts`
 * approves it (advisory in npm 11, enforced from npm 12): better-sqlite3 compiles the embedded
 * database there and esbuild fetches its binary for Vite, so without them `npm start` breaks.
 */
describe('install', () => {
  it('approves the install script of every locked package that has one, and no other', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    const { allowScripts = {} } = read('package.json') as {
      allowScripts?: Record<string, boolean>;
    };
    const approved = Object.entries(allowScripts)
      .filter(([, allowed]) => allowed)
      .map(([name]) => name.replace(/@[^@/]+$/, ''))
      .sort();
    expect(withScripts).toEqual(['better-sqlite3', 'esbuild']);
    expect(approved).toEqual(withScripts);
  });
});
