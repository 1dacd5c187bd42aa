/**
 * Collects every message declared in src/ (object literals with a string `id` and
 * `defaultMessage`) and writes locales/en.json as a flat, sorted id -> English text map.
 *
 *   npx tsx scripts/i18n-extract.ts          write locales/en.json
 *   npx tsx scripts/i18n-extract.ts --check  exit 1 when locales/en.json differs from the code,
 *                                            or a translation lacks or has extra ids
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

function stringValue(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function messagesIn(file: string): { id: string; text: string; where: string }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { id: string; text: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      let id: string | null = null;
      let text: string | null = null;
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'id') id = stringValue(property.initializer);
        if (property.name.text === 'defaultMessage') text = stringValue(property.initializer);
      }
      if (id !== null && text !== null) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ id, text, where: `${path.relative(root, file)}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function extract(): Record<string, string> {
  const messages = new Map<string, { text: string; where: string }>();
  const problems: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    for (const message of messagesIn(file)) {
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
  const ids = [...messages.keys()].sort();
  return Object.fromEntries(ids.map((id) => [id, messages.get(id)?.text ?? '']));
}

function readJson(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

const english = extract();
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
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`locales are in step with the code (${Object.keys(english).length} messages)`);
} else {
  writeFileSync(englishFile, serialized);
  console.log(`wrote locales/en.json (${Object.keys(english).length} messages)`);
}
