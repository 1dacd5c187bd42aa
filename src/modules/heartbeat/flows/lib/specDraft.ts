import type { FlowSpec, FlowSpecEdit } from '../../../../shared/contracts';
import { flowSpecEditSchema } from '../../../../shared/contracts/flowSpecSchema';

/** The part of a flow spec an edit sends, as the editor shows it. */
export function editOf(spec: FlowSpec): FlowSpecEdit {
  return {
    specVersion: spec.specVersion,
    description: spec.description,
    exchangePattern: spec.exchangePattern,
    groups: spec.groups,
    owner: spec.owner,
    allowAnonymousAccess: spec.allowAnonymousAccess,
    redeliveryStrategy: spec.redeliveryStrategy,
    deadLetterStrategy: spec.deadLetterStrategy,
    processors: spec.processors,
  };
}

export const specText = (edit: FlowSpecEdit): string => JSON.stringify(edit, null, 2);

/** Why a value does not fit the schema; the page turns it into words. */
export type SpecIssueKind =
  | { kind: 'required' }
  | { kind: 'unknown' }
  | { kind: 'type'; expected: string }
  | { kind: 'oneOf'; values: string }
  | { kind: 'format' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooShort'; min: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'integer' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooFew'; min: number }
  | { kind: 'duplicate' };

export type SpecIssue = SpecIssueKind & { path: string };

export type SpecCheck =
  | { ok: true; edit: FlowSpecEdit }
  | {
      ok: false;
      syntax: { message: string; line: number; column: number } | null;
      issues: SpecIssue[];
    };

interface Schema {
  type?: string;
  required?: readonly string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  enum?: readonly string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  maxProperties?: number;
}

const SCHEMA = flowSpecEditSchema as unknown as Schema;
/** Beyond this many, more issues add nothing a person can act on. */
const MAX_ISSUES = 20;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Checks a value against the subset of JSON schema the flow spec uses. */
function check(value: unknown, schema: Schema, path: string, issues: SpecIssue[]): void {
  if (issues.length >= MAX_ISSUES) return;
  const actual = typeOf(value);
  const expected = schema.type;
  if (expected === 'integer') {
    if (actual !== 'number') return void issues.push({ path, kind: 'type', expected });
    if (!Number.isInteger(value)) return void issues.push({ path, kind: 'integer' });
  } else if (expected && actual !== expected) {
    return void issues.push({ path, kind: 'type', expected });
  }
  if (typeof value === 'string') {
    if (schema.enum && !schema.enum.includes(value)) {
      issues.push({ path, kind: 'oneOf', values: schema.enum.join(', ') });
    }
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      issues.push({
        path,
        kind: schema.minLength === 1 ? 'required' : 'tooShort',
        min: schema.minLength,
      });
    }
    if (schema.maxLength !== undefined && value.length > schema.maxLength) {
      issues.push({ path, kind: 'tooLong', max: schema.maxLength });
    }
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
      issues.push({ path, kind: 'format' });
    }
  }
  if (typeof value === 'number') {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const low =
      (schema.minimum !== undefined && value < schema.minimum) ||
      (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum);
    const high =
      (schema.maximum !== undefined && value > schema.maximum) ||
      (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum);
    if (low || high) issues.push({ path, kind: 'range', min: min ?? 0, max: max ?? 0 });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      issues.push({ path, kind: 'tooFew', min: schema.minItems });
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      issues.push({ path, kind: 'tooMany', max: schema.maxItems });
    }
    if (
      schema.uniqueItems &&
      new Set(value.map((item) => JSON.stringify(item))).size !== value.length
    ) {
      issues.push({ path, kind: 'duplicate' });
    }
    if (schema.items) {
      const items = schema.items;
      value.forEach((item, index) => check(item, items, `${path}/${index}`, issues));
    }
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in record)) issues.push({ path: `${path}/${name}`, kind: 'required' });
    }
    const keys = Object.keys(record);
    if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
      issues.push({ path, kind: 'tooMany', max: schema.maxProperties });
    }
    for (const name of keys) {
      const known = schema.properties?.[name];
      if (known) check(record[name], known, `${path}/${name}`, issues);
      else if (schema.additionalProperties === false) {
        issues.push({ path: `${path}/${name}`, kind: 'unknown' });
      } else if (typeof schema.additionalProperties === 'object') {
        check(record[name], schema.additionalProperties, `${path}/${name}`, issues);
      }
    }
  }
}

/** Line and column (from 1) of a character offset in `text`. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Where JSON.parse stopped: browsers say "position N" or "line L column C". */
function syntaxError(text: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { message, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  if (position) return { message, ...lineColumnOf(text, Number(position[1])) };
  // "Unexpected end of JSON input" and the like: the end of the text.
  return { message, ...lineColumnOf(text, text.length) };
}

/** Parses the editor's text and checks it against the flow spec schema. */
export function checkSpecText(text: string): SpecCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, syntax: syntaxError(text, error), issues: [] };
  }
  const issues: SpecIssue[] = [];
  check(value, SCHEMA, '', issues);
  if (issues.length === 0) {
    const edit = value as FlowSpecEdit;
    const ids = edit.processors.map((processor) => processor.identifier);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        issues.push({ path: `/processors/${index}/identifier`, kind: 'duplicate' });
      }
    });
    if (issues.length === 0) return { ok: true, edit };
  }
  return { ok: false, syntax: null, issues };
}

/** The schema of the field at an issue's path ("/processors/1/concurrencyMax"); null if none. */
function schemaAt(path: string): Schema | null {
  let schema: Schema | undefined = SCHEMA;
  for (const part of path.split('/').slice(1)) {
    schema = /^\d+$/.test(part) ? schema?.items : schema?.properties?.[part];
  }
  return schema ?? null;
}

/**
 * Whether a range issue's limits are themselves refused on both sides (spec 5's milliseconds:
 * "over 0 or less then 120000") rather than allowed ("between 0 and 10000").
 */
export function isExclusiveRange(path: string): boolean {
  const schema = schemaAt(path);
  return schema?.exclusiveMinimum !== undefined && schema.exclusiveMaximum !== undefined;
}

/** One line per field of the schema (nested fields by path), for the hint list. */
export function schemaHints(): { path: string; schema: Schema; required: boolean }[] {
  const hints: { path: string; schema: Schema; required: boolean }[] = [];
  const walk = (schema: Schema, path: string) => {
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const at = `${path}/${name}`;
      hints.push({ path: at, schema: child, required: schema.required?.includes(name) ?? false });
      if (child.type === 'object') walk(child, at);
      if (child.type === 'array' && child.items?.type === 'object') walk(child.items, `${at}/*`);
    }
  };
  walk(SCHEMA, '');
  return hints;
}
export type { Schema as SpecSchema };
