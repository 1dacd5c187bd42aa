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
    expect(fs.existsSync(path.join(SRC, 'services/insights/range.ts'))).toBe(false);
  });

  it('keeps the service health checks in lib/, not in a service named like the registry', () => {
    expect(fs.existsSync(path.join(SRC, 'lib/service-health.ts'))).toBe(true);
    expect(fs.existsSync(path.join(SRC, 'services/platform/registry.ts'))).toBe(false);
  });

  it('lets no two services import each other: one depends on the other, never both ways', () => {
    const services = fs
      .readdirSync(path.join(SRC, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const uses = new Map<string, Set<string>>();
    for (const service of services) {
      const used = new Set<string>();
      for (const { text } of filesUnder(`services/${service}`)) {
        for (const spec of importsOf(text)) {
          const other = /^\.\.\/([^/.][^/]*)\//.exec(spec)?.[1];
          if (other && other !== service && services.includes(other)) used.add(other);
        }
      }
      uses.set(service, used);
    }
    const bothWays = services.flatMap((a) =>
      [...(uses.get(a) ?? [])]
        .filter((b) => a < b && uses.get(b)?.has(a))
        .map((b) => `${a} <-> ${b}`),
    );
    expect(bothWays).toEqual([]);
  });
});
