import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Every .ts file under a folder of server/src, with its text. */
function filesUnder(folder: string): { file: string; text: string }[] {
  const dir = path.join(SRC, folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({
      file: `${folder}/${file}`,
      text: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** The relative module specifiers a file imports or re-exports. */
const importsOf = (text: string) =>
  [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) => match[1] ?? '');

describe('server layers', () => {
  it('lets lib/ import no service: services build on lib, never the other way', () => {
    const offending = filesUnder('lib').flatMap(({ file, text }) =>
      importsOf(text)
        .filter((spec) => /(^|\/)services(\/|$)/.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the time range helpers in lib/, not inside a service', () => {
    expect(fs.existsSync(path.join(SRC, 'lib/range.ts'))).toBe(true);
    // What is left at the old place only passes lib/range.ts on, for importers not moved yet.
    const old = path.join(SRC, 'services/insights/range.ts');
    if (fs.existsSync(old)) {
      const code = fs
        .readFileSync(old, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        .trim();
      expect(code).toBe("export * from '../../lib/range';");
    }
  });
});
