/**
 * Makes a new module from the module template, both sides (README, "Adding a module"):
 *
 *   npx tsx scripts/new-module.ts <id>
 *
 * <id> is one of MODULE_IDS (src/shared/contracts/modules.ts). It copies the console module
 * (src/modules/_template), its server twin (server/src/services/_template), their contract,
 * their tests, the migration and the translations, with `template` renamed to the id in names,
 * message ids, query keys, paths and tables; adds the module, its service, its migration (and
 * the migration's hash), its service base and its permission rows to their lists, one line
 * each; and prints what it wrote and changed.
 *
 * In the template, a line comment starting `// (template)` speaks of the template alone and is
 * left out of the copy; a line ending `// new-module: <code>` is written as `<code>` (what the
 * template, being in no list, cannot say yet); a file `x.new-module.ts` is the copy's `x.ts`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { messagesIn } from '../build/messageParts';
import { MODULE_IDS } from '../src/shared/contracts/modules';

const root = path.resolve(import.meta.dirname, '..');
const TRANSLATIONS = ['no', 'fr', 'zh', 'dk'] as const;
const TEMPLATE_MODULE = 'src/modules/_template';
const TEMPLATE_SERVICE = 'server/src/services/_template';
const MIGRATION = `${TEMPLATE_SERVICE}/migration.ts`;
const TEMPLATE_TRANSLATIONS = `${TEMPLATE_MODULE}/translations.json`;
const REPLACEMENT = '.new-module.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const id = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*$/.test(id)) {
  fail('Usage: npx tsx scripts/new-module.ts <id>   (<id>: lower-case letters and digits)');
}
if (!(MODULE_IDS as readonly string[]).includes(id)) {
  fail(
    [
      `"${id}" is not a module id. Module ids are listed once, in MODULE_IDS`,
      '(src/shared/contracts/modules.ts, in the order the root redirect tries them); to add one:',
      `  1. add '${id}' to MODULE_IDS;`,
      `  2. give it a name in moduleNameMessages (src/modules/settings/organizations/messages.ts),`,
      '     then run npx tsx scripts/i18n-extract.ts and translate the name in locales/no, fr, zh, dk;',
      `  3. run npx tsx scripts/new-module.ts ${id} again.`,
    ].join('\n'),
  );
}

const Pascal = id.charAt(0).toUpperCase() + id.slice(1);
const CONSTANT = id.toUpperCase();

/** `template` in every spelling becomes the id's: paths, names, constants, ids and tables. */
const rename = (text: string) =>
  text
    .replace(/_template/g, id)
    .replace(/TEMPLATE/g, CONSTANT)
    .replace(/Template/g, Pascal)
    .replace(/template/g, id);

/** The template's own notes out, marked lines as marked, then renamed. */
function copyText(text: string): string {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*\/\/ \(template\)/.test(line))
    .map((line) => {
      const marked = /^(\s*).*?\s*\/\/ new-module: (.*)$/.exec(line);
      return marked ? `${marked[1]}${marked[2]}` : line;
    });
  return rename(lines.join('\n'));
}

const abs = (file: string) => path.join(root, file);
const read = (file: string) => fs.readFileSync(abs(file), 'utf8');

/** What the run writes: new files, and the lists it changes (their text before and after). */
const created = new Map<string, string>();
const changed = new Map<string, { before: string; after: string }>();

function create(file: string, text: string) {
  if (fs.existsSync(abs(file)) || created.has(file))
    fail(`${file} exists already: nothing written.`);
  created.set(file, text);
}

function change(file: string, edit: (text: string) => string) {
  const before = changed.get(file)?.before ?? read(file);
  const after = edit(changed.get(file)?.after ?? before);
  changed.set(file, { before, after });
}

/** Every file below a folder, as paths relative to it. */
function filesBelow(folder: string): string[] {
  return fs
    .readdirSync(abs(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(abs(folder), file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Copies a template folder: renamed, with `x.new-module.ts` as the copy's `x.ts`. */
function copyFolder(from: string, to: string, leaveOut: readonly string[] = []) {
  const files = filesBelow(from).filter((file) => !leaveOut.includes(`${from}/${file}`));
  for (const file of files) {
    const replaced = file.endsWith(REPLACEMENT) ? file.replace(REPLACEMENT, '.ts') : null;
    if (file.endsWith('.ts') && files.includes(file.replace(/\.ts$/, REPLACEMENT))) continue;
    create(`${to}/${rename(replaced ?? file)}`, copyText(read(`${from}/${file}`)));
  }
}

/** Inserts `line` after the last line matching `after` (within `within`, when given). */
function insertAfter(text: string, after: RegExp, line: string, within?: [RegExp, RegExp]) {
  const lines = text.split('\n');
  let [from, to] = [0, lines.length];
  if (within) {
    from = lines.findIndex((l) => within[0].test(l));
    to = lines.findIndex((l, i) => i > from && within[1].test(l));
    if (from < 0 || to < 0) throw new Error(`no ${within[0]} ... ${within[1]}`);
  }
  let at = -1;
  for (let i = from; i < to; i += 1) if (after.test(lines[i] ?? '')) at = i;
  if (at < 0) throw new Error(`no line ${after}`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** Inserts `line` before the first line matching `before` after the line matching `start`. */
function insertBefore(text: string, start: RegExp, before: RegExp, line: string) {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => start.test(l));
  const at = lines.findIndex((l, i) => i > from && before.test(l));
  if (from < 0 || at < 0) throw new Error(`no ${start} ... ${before}`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

// --- The copies ------------------------------------------------------------------------------

const moduleDir = `src/modules/${id}`;
const serviceDir = `server/src/services/${id}`;
if (fs.existsSync(abs(moduleDir)) || fs.existsSync(abs(serviceDir))) {
  fail(`${moduleDir} or ${serviceDir} exists already: nothing written.`);
}
copyFolder(TEMPLATE_MODULE, moduleDir, [TEMPLATE_TRANSLATIONS]);
copyFolder(TEMPLATE_SERVICE, serviceDir, [MIGRATION]);
copyFolder('server/test/_template', `server/test/${id}`);
create(`src/shared/contracts/${id}.ts`, copyText(read('src/shared/contracts/_template.ts')));
create(`tests/pages/${id}.test.tsx`, copyText(read('tests/pages/_template.test.tsx')));
create(`tests/e2e/${id}.spec.ts`, copyText(read('tests/e2e/_template.spec.ts')));

// The module's name as the organization settings give it (English, and each translation).
const englishCatalogue = JSON.parse(read('locales/en.json')) as Record<string, string>;
const nameId = `settings.organizations.module.${id}`;
const englishName = englishCatalogue[nameId] ?? Pascal;
const messagesFile = `${moduleDir}/messages.ts`;
created.set(
  messagesFile,
  (created.get(messagesFile) ?? '').replace(
    `defaultMessage: '${Pascal}'`,
    `defaultMessage: '${englishName.replace(/'/g, "\\'")}'`,
  ),
);

// The migration: the next number, beside the others, importing their helpers.
const migrationsIndex = 'server/src/db/migrations/index.ts';
const numbers = [...read(migrationsIndex).matchAll(/^ {2}'(\d{4})_[a-z0-9_]+': \w+,$/gm)].map(
  (match) => Number(match[1]),
);
const migrationName = `${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}_${id}`;
const migrationFile = `server/src/db/migrations/${migrationName}.ts`;
create(
  migrationFile,
  copyText(read(MIGRATION))
    .replace("from '../../db/dialect'", "from '../dialect'")
    .replace("from '../../db/migrations/helpers'", "from './helpers'"),
);

// --- The lists -------------------------------------------------------------------------------

change('src/app/modules.ts', (text) => {
  const withImport = insertAfter(
    text,
    /^import .* from '\.\.\/modules\//,
    `import { ${id}Module } from '../modules/${id}';`,
  );
  // In MODULE_IDS' order: before the first listed module that comes after it there.
  const later = MODULE_IDS.slice(MODULE_IDS.indexOf(id as (typeof MODULE_IDS)[number]) + 1);
  const lines = withImport.split('\n');
  const start = lines.findIndex((line) => /consoleModules.*= \[$/.test(line));
  const end = lines.findIndex((line, i) => i > start && /^\];$/.test(line));
  let at = end;
  for (let i = start + 1; i < end; i += 1) {
    const listed = /^ {2}(\w+)Module,$/.exec(lines[i] ?? '')?.[1];
    if (listed && (later as readonly string[]).includes(listed)) {
      at = i;
      break;
    }
  }
  lines.splice(at, 0, `  ${id}Module,`);
  return lines.join('\n');
});

change('server/src/services/index.ts', (text) =>
  insertBefore(
    insertAfter(
      text,
      /^import .* from '\.\/[\w-]+\/[\w-]+';$/,
      `import { ${id}Routes } from './${id}/routes';`,
    ),
    /export const SERVICES/,
    /^\];$/,
    `  { prefix: '/api/${id}', routes: ${id}Routes },`,
  ),
);

change(migrationsIndex, (text) =>
  insertBefore(
    insertAfter(text, /^import .* from '\.\/\d{4}_/, `import { ${id} } from './${migrationName}';`),
    /export const MIGRATIONS/,
    /^\};$/,
    `  '${migrationName}': ${id},`,
  ),
);

change('server/test/permissions/permissions.test.ts', (text) =>
  insertBefore(
    insertAfter(
      text,
      /^import .* from '\.\/[\w.]+\.rows';$/,
      `import { ${CONSTANT}_ROWS } from '../${id}/${id}.rows';`,
    ),
    /^const MATRIX/,
    /^\};$/,
    `  ...${CONSTANT}_ROWS,`,
  ),
);

// The service's base in the runtime configuration: its contract (which the unit tests' runtime
// configuration, src/shared/testing/runtimeConfig.ts, is made from) and the server's list.
change('src/shared/contracts/identity.ts', (text) =>
  insertAfter(text, /^ {2}'platform',$/, `  '${id}',`, [
    /^export const RUNTIME_SERVICES/,
    /^\] as const;$/,
  ]),
);
change('server/src/static.ts', (text) =>
  text.replace(
    /^(\s*)platform: '\/api\/platform',$/m,
    (line, indent: string) => `${line}\n${indent}${id}: '/api/${id}',`,
  ),
);

// --- Written and formatted; then the translations and the migration's hash ------------------

async function format(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(abs(file));
  return prettier.format(text, { ...options, filepath: abs(file) });
}

for (const [file, text] of created) {
  const formatted = await format(file, text);
  created.set(file, formatted);
  fs.mkdirSync(path.dirname(abs(file)), { recursive: true });
  fs.writeFileSync(abs(file), formatted);
}

// The module's messages in English (as i18n-extract reads them) and in each translation: the
// template's, and the module's name as the organization settings give it.
const englishOfModule = [...created.keys()]
  .filter((file) => file.startsWith(`${moduleDir}/`) && /(?<!\.test)\.tsx?$/.test(file))
  .flatMap((file) => messagesIn(abs(file), root));
const templateTranslations = JSON.parse(read(TEMPLATE_TRANSLATIONS)) as Record<
  string,
  Record<string, string>
>;
const untranslated: string[] = [];
for (const locale of ['en', ...TRANSLATIONS]) {
  const file = `locales/${locale}.json`;
  change(file, (text) => {
    const catalogue = JSON.parse(text) as Record<string, string>;
    const given = Object.fromEntries(
      Object.entries(templateTranslations[locale] ?? {}).map(([key, value]) => [
        rename(key),
        value,
      ]),
    );
    given[`${id}.module.name`] = catalogue[nameId] ?? englishName;
    for (const message of englishOfModule) {
      const value = locale === 'en' ? message.text : given[message.id];
      if (value === undefined) untranslated.push(`${file}: ${message.id}`);
      else catalogue[message.id] = value;
    }
    const keys = Object.keys(catalogue).sort();
    const sorted = Object.fromEntries(keys.map((key) => [key, catalogue[key]]));
    return `${JSON.stringify(sorted, null, 2)}\n`;
  });
}

// A shipped migration never changes: the migrations test pins this one's text as written.
const migrationHash = createHash('sha256')
  .update((created.get(migrationFile) ?? '').replace(/\r\n/g, '\n'))
  .digest('hex');
const migrationsTest = 'server/test/db/migrations.test.ts';
change(migrationsTest, (text) =>
  insertAfter(
    text,
    /^ {2}'\d{4}_[a-z0-9_]+': '[0-9a-f]{64}',$/,
    `  '${migrationName}': '${migrationHash}',`,
    [/^const SHIPPED/, /^\};$/],
  ),
);

for (const [file, edit] of changed) {
  fs.writeFileSync(abs(file), await format(file, edit.after));
}

// --- What was done ---------------------------------------------------------------------------

const lineCount = (text: string) => text.split('\n').length;
const inside = [moduleDir, serviceDir, `server/test/${id}`].map((folder) => `${folder}/`);
const elsewhere = [...created.keys()].filter((file) => !inside.some((f) => file.startsWith(f)));
console.log(`Module "${id}" made from the template.\n`);
console.log(`Written (${created.size} files):`);
for (const folder of inside) {
  const count = [...created.keys()].filter((file) => file.startsWith(folder)).length;
  console.log(`  ${folder} (${count} files)`);
}
for (const file of elsewhere) console.log(`  ${file}`);
console.log(`\nChanged (${changed.size} files; lines added):`);
for (const [file, { before, after }] of changed) {
  console.log(`  ${file} +${lineCount(after) - lineCount(before)}`);
}
if (untranslated.length > 0) {
  console.log(`\nNot translated (write them): \n  ${untranslated.join('\n  ')}`);
}
console.log(`
Next:
  - make the item the module's own (contract, migration ${migrationName}, store, routes,
    replies, kind, messages and translations); while ${migrationName} is not shipped, a change
    to it changes its hash in ${migrationsTest} too;
  - to show the service on the platform status page, give its line in
    server/src/services/index.ts a statusName (and add it to server/test/app/http.test.ts);
  - check: npm run typecheck, npm run lint, npx tsx scripts/i18n-extract.ts --check,
    npx vitest run --project server server/test/${id} server/test/permissions server/test/db,
    npx vitest run --project pages tests/pages/${id}.test.tsx.`);
