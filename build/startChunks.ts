import path from 'node:path';
import { build, type HtmlTagDescriptor, type Plugin, type PluginOption, type Rolldown } from 'vite';

/** The meta element naming the code of a signed-in start, read by public/snapshot-boot.js. */
export const SIGNED_IN_CODE_META = 'console-signed-in-code';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

export interface StartStage {
  /** The chunk's name. */
  name: string;
  /** The module the stage starts from, relative to the project's root. */
  module: string;
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
          stages.map((stage) => [stage.name, path.join(root, stage.module)]),
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
    const entry = [...chunks.values()].find(
      (chunk) => chunk.facadeModuleId === path.join(root, stage.module),
    );
    if (!entry) throw new Error(`start-chunks: no chunk for ${stage.module}`);
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
    visit(entry);
  }
  return stageOf;
}

/**
 * The console starts in stages: the entry (src/main.tsx) paints the picture and reads the
 * persisted cache, then imports the boot (React, the providers, the sign-in page), which
 * imports the signed-in shell when someone is signed in. Signed in, the later stages are
 * preloaded beside the entry (public/snapshot-boot.js, from index.html). Left to itself the bundler cuts each
 * stage's code into many small chunks shared with the lazy pages (the boot alone needed 21
 * files: each a request, and a preload link made by script). Here each stage's code that an
 * earlier stage has not loaded goes into one chunk named after the stage; lazy pages import
 * what they share with it from there, as it is always loaded before them. The entry's own
 * imports are the first stage (`start`), so the later ones cannot draw them in.
 *
 * `plugins`: the plugins the console's code needs to be built (JSX, virtual modules).
 */
export function startChunks(
  root: string,
  entry: string,
  stages: readonly StartStage[],
  plugins: () => PluginOption[],
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const all = [{ name: 'start', module: entry }, ...stages];
  let stageOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    async buildStart() {
      stageOf = await modulesByStage(root, all, plugins());
      // The entry itself stays the entry chunk.
      stageOf.delete(path.join(root, entry));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fileOf = (name: string) => {
          const chunk = Object.values(context.bundle ?? {}).find(
            (item) => item.type === 'chunk' && item.name === name,
          );
          return chunk ? `/${chunk.fileName}` : null;
        };
        // Signed in, the later stages load beside the entry, not each once the one before has
        // loaded and run: public/snapshot-boot.js, which knows whether someone is signed in,
        // adds their preload links from this list. Signed out the sign-in page's picture needs
        // only the style sheet: nothing more competes with it.
        const files = stages
          .map((stage) => fileOf(stage.name))
          .filter((file): file is string => file !== null);
        const tags: HtmlTagDescriptor[] = [];
        if (files.length > 0) {
          tags.push({
            tag: 'meta',
            attrs: { name: SIGNED_IN_CODE_META, content: files.join(' ') },
            injectTo: 'head',
          });
        }
        return tags;
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
