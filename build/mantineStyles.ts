import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What src/main.tsx imports instead of `@mantine/core/styles.css`. */
export const MANTINE_STYLES_ID = 'virtual:mantine-core-styles.css';
/** Resolved id: a `.css` path, so that Vite handles it as a style sheet (hashed, preloaded). */
const RESOLVED_ID = '/@mantine-core-styles/used.css';

/** The sheets every page needs: the reset, the theme's variables, the global rules. */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

/** `import { A, B as C, type D } from '@mantine/core'` in the console's code: A and B. */
const MANTINE_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function esmFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return esmFiles(file);
    return entry.name.endsWith('.mjs') ? [file] : [];
  });
}

/** The names the console's code imports from @mantine/core (values and types alike). */
export function importedNames(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, list] of source.matchAll(MANTINE_IMPORT)) {
      for (const part of (list ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const RELATIVE_IMPORT = /(?:import|export)[^'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The style sheets of the parts whose code `names` run, inner ones included (a Select is a
 * Combobox, an Input, a Popover, ...): the CSS modules reached by following the package's own
 * ES module imports from its index, the way the bundler does. A CSS module `X.module.mjs`
 * holds the class names of `styles/X.css`.
 */
export function sheetsUsed(esmDir: string, names: ReadonlySet<string>): Set<string> {
  const index = readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  const starts: string[] = [];
  for (const [, list, from] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const exported = (list ?? '').split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (from && exported.some((name) => name && names.has(name))) {
      starts.push(path.join(esmDir, from));
    }
  }
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // A part's classes come from its CSS module, whose sheet bears its name.
    const sheet = /([^\\/]+)\.module\.mjs$/.exec(file);
    if (sheet?.[1]) sheets.add(sheet[1]);
    const code = readFileSync(file, 'utf8');
    for (const [, relative] of code.matchAll(RELATIVE_IMPORT)) {
      if (relative) visit(path.join(path.dirname(file), relative));
    }
  };
  starts.forEach(visit);
  return sheets;
}

/**
 * The part of Mantine's style sheet the console uses: the global sheets and the sheets of
 * the components its code runs, in the order of the whole sheet (which is their
 * concatenation), so rules of equal weight still override each other as in the whole.
 */
export function usedMantineStyles(root: string): string {
  const require = createRequire(path.join(root, 'package.json'));
  // Its style sheet is exported: it sits at the package's root.
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/styles.css`));
  const coreDir = packageDir('@mantine/core');
  const stylesDir = path.join(coreDir, 'styles');
  const whole = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const consoleSources = sourceFiles(path.join(root, 'src')).map((file) =>
    readFileSync(file, 'utf8'),
  );
  // The other Mantine packages the console uses (dates) are built from core's components too.
  const packages = new Set(
    consoleSources.flatMap((source) =>
      [...source.matchAll(/from\s*['"](@mantine\/(?!core|hooks)[a-z-]+)['"]/g)].flatMap((m) =>
        m[1] ? [m[1]] : [],
      ),
    ),
  );
  const packageSources = [...packages].flatMap((name) =>
    esmFiles(path.join(packageDir(name), 'esm')).map((file) =>
      readFileSync(file, 'utf8').replace(/"@mantine\/core"/g, "'@mantine/core'"),
    ),
  );
  const names = importedNames([...consoleSources, ...packageSources]);
  const wanted = new Set([...GLOBAL_SHEETS, ...sheetsUsed(path.join(coreDir, 'esm'), names)]);
  const sheets = readdirSync(stylesDir)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .filter((name) => wanted.has(name.slice(0, -'.css'.length)))
    .map((name) => {
      const text = readFileSync(path.join(stylesDir, name), 'utf8');
      const at = whole.indexOf(text);
      if (at < 0) throw new Error(`@mantine/core: styles/${name} is not part of styles.css`);
      return { at, text };
    });
  return sheets
    .sort((a, b) => a.at - b.at)
    .map((sheet) => sheet.text)
    .join('\n');
}

/**
 * Provides `virtual:mantine-core-styles.css`: Mantine's style sheet without the components
 * the console never runs (about two fifths of its 290 KB). The sheet is on the critical path
 * of every first visit: it blocks the first paint and the browser parses and matches all of
 * it. A component the code starts to use brings its sheet with the next build.
 */
export function mantineStyles(root: string): Plugin {
  return {
    name: 'mantine-styles',
    enforce: 'pre',
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? usedMantineStyles(root) : null;
    },
  };
}
