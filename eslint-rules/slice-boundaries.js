// The slices of a module (src/modules/<module>/<slice>/): each slice's index.ts is the only way
// in from another slice, and the module's shared folders below the slices import none of them.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const INDEX = /^index(\.(ts|tsx|js))?$/;

const isDirectory = (() => {
  const known = new Map();
  return (file) => {
    if (!known.has(file))
      known.set(file, fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false);
    return known.get(file);
  };
})();

/**
 * Where a path lies in a module: its module, the folder directly under the module (null for a
 * file of the module's root) and the rest of the path inside that folder.
 */
function placeOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = /^src\/modules\/([^/]+)\/(.+)$/.exec(rel);
  if (!match) return null;
  const [, module, inside] = match;
  const parts = inside.split('/');
  if (parts.length === 1) {
    // `../flows` names the folder, that is its index; `../paths` a file of the module's root.
    return isDirectory(file)
      ? { module, folder: parts[0], rest: 'index' }
      : { module, folder: null };
  }
  return { module, folder: parts[0], rest: parts.slice(1).join('/') };
}

const sliceBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A slice is entered from another slice through its index.ts only; the module's shared folders below the slices import none",
    },
    schema: [
      {
        type: 'object',
        properties: {
          /** Folders directly under a module that are not slices: what several slices share. */
          shared: { type: 'array', items: { type: 'string' } },
          /** Those of them that sit below the slices: they may not import a slice. */
          below: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const shared = new Set(options.shared ?? ['model', 'lib', 'hooks', 'components', 'pages']);
    const below = new Set(options.below ?? ['model', 'lib', 'hooks']);
    const from = placeOf(context.filename);
    // The module's root files (index, routes, frame, keys) put the slices together: not checked.
    if (!from || from.folder === null) return {};
    const fromSlice = shared.has(from.folder) ? null : from.folder;
    const fromBelow = below.has(from.folder);
    if (!fromSlice && !fromBelow) return {};

    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.module !== from.module || to.folder === null || shared.has(to.folder)) return;
      if (fromBelow) {
        context.report({
          node: node.source,
          message: `${from.folder}/ sits below the slices: it must not import the ${to.folder} slice (${spec})`,
        });
      } else if (to.folder !== fromSlice && !INDEX.test(to.rest)) {
        context.report({
          node: node.source,
          message: `Import the ${to.folder} slice through its index.ts, its only way in from another slice (${spec})`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default sliceBoundaries;
