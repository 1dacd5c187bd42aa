/**
 * Renames message ids in the translations (locales/no, fr, zh, dk), keeping each translation.
 * Run it after renaming ids in src/, then regenerate locales/en.json with i18n-extract.ts.
 *
 *   npx tsx scripts/i18n-rename.ts old.id=new.id [old.other=new.other ...]
 *   npx tsx scripts/i18n-rename.ts --map renames.json   (a JSON object of old id -> new id)
 *
 * Several old ids may become one new id (a message declared once instead of twice) only when
 * every translation agrees; otherwise nothing is written and the differences are listed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TRANSLATIONS = ['no', 'fr', 'zh', 'dk'];

function renamesFromArgs(args: string[]): Record<string, string> {
  const at = args.indexOf('--map');
  if (at >= 0) return JSON.parse(readFileSync(args[at + 1], 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    args.map((arg) => {
      const [from, to] = arg.split('=');
      if (!from || !to) throw new Error(`expected old.id=new.id, got ${arg}`);
      return [from, to];
    }),
  );
}

/** Same order as locales/en.json: ids sorted by code unit. */
const sortedJson = (messages: Record<string, string>) =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.keys(messages)
        .sort()
        .map((id) => [id, messages[id]]),
    ),
    null,
    2,
  )}\n`;

function rename(
  messages: Record<string, string>,
  renames: Record<string, string>,
  locale: string,
): { result: Record<string, string>; problems: string[] } {
  const result: Record<string, string> = {};
  const problems: string[] = [];
  for (const [id, text] of Object.entries(messages)) {
    const target = renames[id] ?? id;
    if (target in result && result[target] !== text) {
      problems.push(`${locale}: ${target} would be "${result[target]}" and "${text}"`);
    }
    result[target] = text;
  }
  return { result, problems };
}

const renames = renamesFromArgs(process.argv.slice(2));
const written: [string, string][] = [];
const problems: string[] = [];
for (const locale of TRANSLATIONS) {
  const file = path.join(root, 'locales', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const missing = Object.keys(renames).filter((id) => !(id in messages));
  if (missing.length) problems.push(`${locale}: no ${missing.join(', ')}`);
  const renamed = rename(messages, renames, locale);
  problems.push(...renamed.problems);
  written.push([file, sortedJson(renamed.result)]);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const [file, text] of written) writeFileSync(file, text);
console.log(`renamed ${Object.keys(renames).length} ids in ${TRANSLATIONS.join(', ')}`);
