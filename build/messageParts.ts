import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * How a locale's catalogue is split into the files the console loads (one per part and
 * locale): each module's messages are a part of their own, loaded with the module's pages;
 * everything else, and the names the module's description gives its menu entries and pages
 * (named in its index.ts and routes.tsx), is the core part that the first screen needs. Shared by the build (messageCatalogues.ts) and
 * scripts/i18n-extract.ts, which checks that every message is declared where its part loads.
 */
export const CORE_PART = 'core';

export interface DeclaredMessage {
  id: string;
  text: string;
  /** `path:line`, relative to the repository. */
  where: string;
}

function stringValue(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

/** The messages declared in `file`: object literals with a string `id` and `defaultMessage`. */
export function messagesIn(file: string, root: string): DeclaredMessage[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: DeclaredMessage[] = [];
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

/** The shipped modules (src/modules/<name>, `_` folders are templates): one part each. */
export function moduleNames(root: string): string[] {
  const dir = path.join(root, 'src', 'modules');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

export interface MessageParts {
  modules: readonly string[];
  /** The part a message id loads with. */
  partOf: (id: string) => string;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, name);
    return entry.name === name ? [full] : [];
  });
}

/** `variable.key` -> id of each message declared in a module's messages.ts files. */
function messageNames(moduleDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of filesNamed(moduleDir, 'messages.ts')) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const call = node.initializer;
        const object = ts.isCallExpression(call) ? call.arguments[0] : undefined;
        for (const property of object && ts.isObjectLiteralExpression(object)
          ? object.properties
          : []) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
          if (!ts.isObjectLiteralExpression(property.initializer)) continue;
          const idProperty = property.initializer.properties.find(
            (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id',
          );
          if (idProperty && ts.isPropertyAssignment(idProperty)) {
            const id = idProperty.initializer;
            if (ts.isStringLiteral(id))
              names.set(`${node.name.text}.${property.name.text}`, id.text);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return names;
}

/** The ids of the messages a module's description (index.ts, routes.tsx) names. */
function describingMessageIds(moduleDir: string): string[] {
  const names = messageNames(moduleDir);
  const ids: string[] = [];
  for (const name of ['index.ts', 'routes.tsx', 'routes.ts']) {
    const file = path.join(moduleDir, name);
    if (!existsSync(file)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const id = names.get(`${node.expression.text}.${node.name.text}`);
        if (id) ids.push(id);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return ids;
}

/**
 * Ids start with their module's name (lint rule message-id-prefix), so the prefix names the
 * part; the names in a module's description are needed by the menu before its pages load.
 */
export function messageParts(root: string): MessageParts {
  const modules = moduleNames(root);
  const menuIds = new Set(
    modules.flatMap((name) => describingMessageIds(path.join(root, 'src', 'modules', name))),
  );
  const partOf = (id: string): string => {
    if (menuIds.has(id)) return CORE_PART;
    const prefix = id.slice(0, id.indexOf('.'));
    return modules.includes(prefix) ? prefix : CORE_PART;
  };
  return { modules, partOf };
}

/** The part names of a build: core first, then one per module. */
export function partNames(parts: MessageParts): string[] {
  return [CORE_PART, ...parts.modules];
}

/** The messages of `catalogue` that belong to `part`. */
export function catalogueOfPart(
  catalogue: Record<string, string>,
  part: string,
  parts: MessageParts,
): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => parts.partOf(id) === part));
}
