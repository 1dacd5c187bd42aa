// Local ESLint rules: the module boundaries of DESIGN.md and the server's layers, no hard-coded UI
// text and message ids named after their module.
import fs from 'node:fs';
import path from 'node:path';
import sliceBoundaries from './slice-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The path aliases of tsconfig.json and server/tsconfig.json (`paths`), as folders: an import
 * of `@contracts/x` is one of src/shared/contracts/x. eslint.config.js gives them to the import
 * resolver too.
 */
export const PATH_ALIASES = { '@contracts': path.join(root, 'src/shared/contracts') };

/** Which layer a file belongs to, and for modules which module. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('server/')) return { layer: 'server' };
  if (rel === 'src/shared/contracts' || rel.startsWith('src/shared/contracts/')) {
    return { layer: 'contracts' };
  }
  if (rel.startsWith('src/shared/')) return { layer: 'shared' };
  const mod = /^src\/modules\/([^/]+)\//.exec(rel);
  if (mod) return { layer: 'module', module: mod[1] };
  if (rel.startsWith('src/app/')) return { layer: 'app' };
  if (rel.startsWith('src/')) return { layer: 'entry' };
  return { layer: 'other' };
}

/**
 * The server's layers, lowest first: each may import its own and lower ones only, so a
 * library never reaches into a service and a service never into a job or the app. Files of
 * server/src outside these (app.ts, index.ts, bootstrap, demo, static) are the top; tests
 * are not ranked.
 */
const SERVER_LAYERS = [
  { name: 'server/src/config.ts', test: (rel) => rel === 'server/src/config.ts' },
  { name: 'server/src/db', test: (rel) => rel.startsWith('server/src/db/') },
  { name: 'server/src/lib', test: (rel) => rel.startsWith('server/src/lib/') },
  {
    name: 'server/src/services',
    test: (rel) => rel.startsWith('server/src/services/') || rel === 'server/src/context.ts',
  },
  { name: 'server/src/jobs', test: (rel) => rel.startsWith('server/src/jobs/') },
  { name: 'server/src (app)', test: (rel) => rel.startsWith('server/src/') },
];

/** The rank of a server file in SERVER_LAYERS (null for tests and the rest of server/). */
function serverRankOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const rank = SERVER_LAYERS.findIndex((layer) => layer.test(rel));
  return rank < 0 ? null : rank;
}

/** The file an import names: `./x` is `./x.ts` or `./x/index.ts` when one exists. */
function resolvedFile(target) {
  for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return target;
}

function serverLayerViolation(fromFile, target) {
  const from = serverRankOf(fromFile);
  const to = serverRankOf(resolvedFile(target));
  if (from === null || to === null || to <= from) return null;
  const order = SERVER_LAYERS.map((layer) => layer.name).join(' -> ');
  return `${SERVER_LAYERS[from].name} must not import ${SERVER_LAYERS[to].name} (layers: ${order})`;
}

/**
 * The path an import names when it names a file of the project (relative, or through an
 * alias: `@contracts/../lib/x` is src/shared/lib/x, not a contract); null for a package.
 */
function importedPath(spec, fromFile) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  for (const [alias, folder] of Object.entries(PATH_ALIASES)) {
    if (spec === alias) return folder;
    if (spec.startsWith(`${alias}/`)) return path.resolve(folder, spec.slice(alias.length + 1));
  }
  return null;
}

function violation(from, to) {
  switch (from.layer) {
    case 'server':
      return to.layer === 'server' || to.layer === 'contracts' || to.layer === 'other'
        ? null
        : 'server/ may import only src/shared/contracts (@contracts/*)';
    case 'contracts':
      return to.layer === 'contracts' ? null : 'contracts are DOM-free and import only contracts';
    case 'shared':
      return to.layer === 'shared' || to.layer === 'contracts'
        ? null
        : 'src/shared must not import app or modules';
    case 'module':
      if (to.layer === 'app') return 'a module must not import src/app';
      if (to.layer === 'module' && to.module !== from.module)
        return 'a module must not import another module; link through shared/routing';
      if (to.layer === 'server') return 'the console must not import server/';
      return null;
    case 'app':
    case 'entry':
      return to.layer === 'server' ? 'the console must not import server/' : null;
    default:
      return null;
  }
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce app -> modules -> shared, server -> contracts, and the layers inside server/src',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    function check(node) {
      const spec = node.source && node.source.value;
      const target = typeof spec === 'string' ? importedPath(spec, context.filename) : null;
      if (target === null) return;
      const message =
        violation(from, layerOf(target)) ??
        (from.layer === 'server' ? serverLayerViolation(context.filename, target) : null);
      if (message) context.report({ node: node.source, message: `${message} (${spec})` });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// Attributes that are read by people; their literal values must come from messages.
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'error',
]);

const noHardcodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text must go through i18n messages' },
    schema: [],
  },
  create(context) {
    const hasLetters = (s) => /\p{L}/u.test(s);
    return {
      JSXText(node) {
        if (hasLetters(node.value)) {
          context.report({
            node,
            message: `Hard-coded text "${node.value.trim()}": use a message`,
          });
        }
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        const literal =
          value.type === 'Literal'
            ? value.value
            : value.type === 'JSXExpressionContainer' && value.expression.type === 'Literal'
              ? value.expression.value
              : value.type === 'JSXExpressionContainer' &&
                  value.expression.type === 'TemplateLiteral' &&
                  value.expression.expressions.length === 0
                ? value.expression.quasis[0].value.cooked
                : null;
        if (typeof literal === 'string' && hasLetters(literal)) {
          context.report({ node, message: `Hard-coded ${name}="${literal}": use a message` });
        }
      },
    };
  },
};

/**
 * The prefix a message id declared in `file` must have: a module's messages start with its
 * name (the template folder `_template` stands for `template`), shared ones with `common.` or
 * `shared.`; the app shell's are not checked.
 */
function messagePrefixesOf(file) {
  const where = layerOf(file);
  if (where.layer === 'module') return [`${where.module.replace(/^_/, '')}.`];
  if (where.layer === 'shared') return ['common.', 'shared.'];
  return null;
}

const messageIdPrefix = {
  meta: {
    type: 'problem',
    docs: { description: "Message ids start with their module's name (shared: common./shared.)" },
    schema: [],
  },
  create(context) {
    const prefixes = messagePrefixesOf(context.filename);
    if (!prefixes) return {};
    const keyName = (property) =>
      property.type === 'Property' && !property.computed && property.key.type === 'Identifier'
        ? property.key.name
        : null;
    return {
      // A message is an object literal with an `id` and a `defaultMessage` (as i18n-extract reads).
      ObjectExpression(node) {
        const id = node.properties.find((property) => keyName(property) === 'id');
        if (!id || !node.properties.some((property) => keyName(property) === 'defaultMessage')) {
          return;
        }
        const value = id.value.type === 'Literal' ? id.value.value : null;
        if (typeof value !== 'string' || prefixes.some((prefix) => value.startsWith(prefix))) {
          return;
        }
        context.report({
          node: id.value,
          message: `Message id "${value}" must start with ${prefixes.map((p) => `"${p}"`).join(' or ')}`,
        });
      },
    };
  },
};

export default {
  rules: {
    'module-boundaries': moduleBoundaries,
    'slice-boundaries': sliceBoundaries,
    'no-hardcoded-text': noHardcodedText,
    'message-id-prefix': messageIdPrefix,
  },
};
