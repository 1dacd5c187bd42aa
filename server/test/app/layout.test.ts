import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES_DIR = path.resolve(import.meta.dirname, '../../src/services');

function serviceFiles(): { service: string; file: string; text: string }[] {
  return fs.readdirSync(SERVICES_DIR, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? fs
          .readdirSync(path.join(SERVICES_DIR, entry.name))
          .filter((file) => file.endsWith('.ts'))
          .map((file) => ({
            service: entry.name,
            file: `${entry.name}/${file}`,
            text: fs.readFileSync(path.join(SERVICES_DIR, entry.name, file), 'utf8'),
          }))
      : [],
  );
}

describe('server layout', () => {
  it('keeps SQL in the stores: route files build no query', () => {
    const routeFiles = serviceFiles().filter(({ file }) => file.endsWith('routes.ts'));
    expect(routeFiles.length).toBeGreaterThan(5);
    for (const { file, text } of routeFiles) {
      expect(text, file).not.toMatch(/from 'kysely'/);
      expect(text, file).not.toMatch(
        /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(|\bsql`/,
      );
    }
  });

  it('lets no service import the route files of another', () => {
    for (const { service, file, text } of serviceFiles()) {
      for (const [, target] of text.matchAll(/from '\.\.\/([a-z-]+)\/[a-z-]*routes'/g)) {
        expect(target, `${file} imports routes of ${target}`).toBe(service);
      }
    }
  });
});
