/**
 * Collects every message declared in src/ (object literals with a string `id` and
 * `defaultMessage`) and writes locales/en.json as a flat, sorted id -> English text map.
 *
 *   npx tsx scripts/i18n-extract.ts          write locales/en.json
 *   npx tsx scripts/i18n-extract.ts --check  exit 1 when locales/en.json differs from the code,
 *                                            a translation lacks or has extra ids, or a
 *                                            message of a module's part is declared
 *                                            outside that module
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_PART, messageParts, messagesIn, type DeclaredMessage } from '../build/messageParts';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'src');
const englishFile = path.join(root, 'locales', 'en.json');
const TRANSLATIONS = ['no', 'fr', 'zh', 'dk'];

/** Folders starting with `_` (the module template) are not shipped: their messages are not. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('_') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function extract(): Map<string, DeclaredMessage> {
  const messages = new Map<string, DeclaredMessage>();
  const problems: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    for (const message of messagesIn(file, root)) {
      const earlier = messages.get(message.id);
      if (earlier && earlier.text !== message.text) {
        problems.push(
          `${message.id}: "${earlier.text}" (${earlier.where}) vs "${message.text}" (${message.where})`,
        );
      }
      messages.set(message.id, message);
    }
  }
  if (problems.length > 0) {
    console.error(`Message ids declared twice with different texts:\n${problems.join('\n')}`);
    process.exit(1);
  }
  return messages;
}

/**
 * The console loads a module's translations with its pages (build/messageParts.ts): a
 * message of a module's part declared outside that module would show in English until then.
 */
function misplacedMessages(declared: Map<string, DeclaredMessage>): string[] {
  const parts = messageParts(root);
  return [...declared.values()].flatMap(({ id, where }) => {
    const part = parts.partOf(id);
    if (part === CORE_PART || where.startsWith(`src/modules/${part}/`)) return [];
    return [`${id} (${where}) belongs to the ${part} module's translations: declare it there`];
  });
}

function readJson(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

const declared = extract();
const english = Object.fromEntries(
  [...declared.keys()].sort().map((id) => [id, declared.get(id)?.text ?? '']),
);
const serialized = `${JSON.stringify(english, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const problems: string[] = [];
  let current = '';
  try {
    current = readFileSync(englishFile, 'utf8');
  } catch {
    problems.push('locales/en.json is missing');
  }
  if (current && current !== serialized) {
    problems.push(
      'locales/en.json differs from the messages in src/: run npx tsx scripts/i18n-extract.ts',
    );
  }
  for (const locale of TRANSLATIONS) {
    const translated = readJson(path.join(root, 'locales', `${locale}.json`));
    const missing = Object.keys(english).filter((id) => !translated[id]);
    const extra = Object.keys(translated).filter((id) => !(id in english));
    if (missing.length) problems.push(`locales/${locale}.json lacks ${missing.join(', ')}`);
    if (extra.length) problems.push(`locales/${locale}.json has unknown ids ${extra.join(', ')}`);
  }
  problems.push(...misplacedMessages(declared));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`locales are in step with the code (${Object.keys(english).length} messages)`);
} else {
  writeFileSync(englishFile, serialized);
  console.log(`wrote locales/en.json (${Object.keys(english).length} messages)`);
}
