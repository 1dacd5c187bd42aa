import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, minifySync, type Plugin, type PluginOption, type Rolldown } from 'vite';

/** The meta element naming the code of a signed-in start, read by the inline script below. */
export const SIGNED_IN_CODE_META = 'console-signed-in-code';

/** The inline script that reads it, relative to the project's root. */
export const SIGNED_IN_START_SCRIPT = 'build/inline/signed-in-start.js';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

export interface StartStage {
  /** The chunk's name. */
  name: string;
  /** The modules the stage starts from, relative to the project's root. */
  modules: readonly string[];
  /**
   * Only at these addresses (paths) is the stage's code preloaded with the signed-in start;
   * elsewhere it loads when it is imported. Every address when left out.
   */
  preloadAt?: readonly string[];
}

/**
 * The script that starts a signed-in visit's downloads, minified, as index.html carries it
 * inline (the server allows it by its hash: server/src/static.ts).
 */
export function signedInStartScript(root: string): string {
  const file = path.join(root, SIGNED_IN_START_SCRIPT);
  const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), {
    compress: true,
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`start-chunks: ${SIGNED_IN_START_SCRIPT} does not minify`);
  return code.trim();
}

/** The modules a stage's code runs, by stage: a build of the stages alone, lazy parts left out. */
async function modulesByStage(
  root: string,
  stages: readonly StartStage[],
  plugins: PluginOption[],
): Promise<Map<string, string>> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      ...plugins,
      {
        name: 'start-chunks:no-lazy-parts',
        resolveDynamicImport: (specifier) => ({ id: String(specifier), external: true }),
      },
    ],
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      modulePreload: false,
      // Library mode keeps each stage's exports (what the next one calls) and all they use.
      lib: {
        entry: Object.fromEntries(
          stages.flatMap((stage) =>
            stage.modules.map((module, index) => [
              `${stage.name}.${index}`,
              path.join(root, module),
            ]),
          ),
        ),
        formats: ['es'],
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = Array.isArray(result) ? result[0] : result;
  if (!output) throw new Error('start-chunks: the stages built to nothing');
  const chunks = new Map(
    output.output.flatMap((item) =>
      item.type === 'chunk' ? [[item.fileName, item] as const] : [],
    ),
  );
  const stageOf = new Map<string, string>();
  for (const stage of stages) {
    const seen = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength > 0 && !stageOf.has(id)) stageOf.set(id, stage.name);
      }
      for (const imported of chunk.imports) {
        const next = chunks.get(imported);
        if (next) visit(next);
      }
    };
    for (const module of stage.modules) {
      const entry = [...chunks.values()].find(
        (chunk) => chunk.facadeModuleId === path.join(root, module),
      );
      if (!entry) throw new Error(`start-chunks: no chunk for ${module}`);
      visit(entry);
    }
  }
  return stageOf;
}

/**
 * The console starts in stages: the entry (src/main.tsx) paints the picture and reads the
 * persisted cache, then imports the boot (React, the providers, the sign-in page), which
 * imports the signed-in shell when someone is signed in. Signed in, the later stages are
 * preloaded beside the entry (build/inline/signed-in-start.js, inline in index.html). Left to
 * itself the bundler cuts each stage's code into many small chunks shared with the lazy pages
 * (the boot alone needed 21 files: each a request, and a preload link made by script). Here
 * each stage's code that an earlier stage has not loaded goes into one chunk named after the
 * stage; lazy pages import what they share with it from there, as it is always loaded before
 * them. The entry's own imports are the first stage (`start`), so the later ones cannot draw
 * them in.
 *
 * `plugins`: the plugins the console's code needs to be built (JSX, virtual modules).
 */
export function startChunks(
  root: string,
  entry: string,
  stages: readonly StartStage[],
  plugins: () => PluginOption[],
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const all = [{ name: 'start', modules: [entry] }, ...stages];
  let stageOf = new Map<string, string>();
  let inlineScript = '';
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    async buildStart() {
      stageOf = await modulesByStage(root, all, plugins());
      inlineScript = signedInStartScript(root);
      // The entry itself stays the entry chunk.
      stageOf.delete(path.join(root, entry));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunkOf = (name: string) =>
          Object.values(context.bundle ?? {}).find(
            (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.name === name,
          );
        // Signed in, the later stages load beside the entry, not each once the one before has
        // loaded and run: the inline script (build/inline/signed-in-start.js), which knows
        // whether someone is signed in, adds their preload links from this list (signed out,
        // the sign-in page's picture needs only the style sheet: nothing more competes with
        // it). A stage for some addresses only is listed with its style sheet, which its code
        // waits for before it renders, each file written `file|path,path`.
        const files = stages.flatMap((stage) => {
          const chunk = chunkOf(stage.name);
          if (!chunk) return [];
          const css = stage.preloadAt ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          const where = stage.preloadAt ? `|${stage.preloadAt.join(',')}` : '';
          return [chunk.fileName, ...css].map((file) => `/${file}${where}`);
        });
        if (files.length === 0) return html;
        // Right after the title: before the style sheet, which would hold a script back until
        // it has loaded, and early enough that the parser meets it at once.
        if (!html.includes('</title>')) throw new Error('start-chunks: index.html has no title');
        const meta = `<meta name="${SIGNED_IN_CODE_META}" content="${files.join(' ')}" />`;
        return html.replace(
          '</title>',
          `</title>\n    ${meta}\n    <script>${inlineScript}</script>`,
        );
      },
    },
  };
  // Earlier stages first: a later stage's chunk must not take in what an earlier one needs.
  const groups = all.map(({ name }, index): CodeSplittingGroup => ({
    name,
    priority: all.length - index,
    // Vite's helpers (module preloading) belong to the entry, the first to use them.
    test: (id) => (index === 0 && id.startsWith('\0vite/')) || stageOf.get(id) === name,
  }));
  return { plugin, groups };
}
