import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnreachable } from '../db/database';
import { HttpError } from './errors';
import { PLAIN_TEXT_PATTERN } from './schemas';

type Schema = Record<string, unknown>;

const INTEGER_TEXT = /^-?(0|[1-9][0-9]{0,15})$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * A text value of a path or query as the schema's type: integers and numbers only in
 * plain decimal (never `Infinity`, `NaN`, `0x3`, `2e0` or ` 3`), booleans only as
 * `true`/`false`. Anything else stays text, so the schema refuses it by name.
 */
function fromText(value: string, schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.includes('integer') && INTEGER_TEXT.test(value)) return Number(value);
  if (types.includes('number') && NUMBER_TEXT.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === '') return null;
  return value;
}

/** Coerces the text values of a path or query object in place, as its schema declares. */
function textCoercer(schema: Schema): (data: unknown) => void {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return (data) => {
    if (!data || typeof data !== 'object') return;
    const values = data as Record<string, unknown>;
    for (const [name, property] of Object.entries(properties)) {
      const value = values[name];
      if (typesOf(property).includes('array')) {
        const items = (property.items ?? {}) as Schema;
        if (value === undefined) continue;
        const list = Array.isArray(value) ? value : [value];
        values[name] = list.map((item) =>
          typeof item === 'string' ? fromText(item, items) : item,
        );
      } else if (typeof value === 'string') {
        values[name] = fromText(value, property);
      }
    }
  };
}

/** The JSON pointer of the first string (or key) holding a NUL character, else null. */
function nulPath(data: unknown, at: string, depth = 0): string | null {
  if (typeof data === 'string') return data.includes('\u0000') ? at : null;
  if (!data || typeof data !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(data)) {
    const here = `${at}/${key}`;
    if (key.includes('\u0000')) return here;
    const found = nulPath(value, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every number a route accepts has a documented range: a schema that declares a number
 * without both bounds is a programming error, refused when the route is registered.
 */
export function assertBoundedNumbers(schema: unknown, where: string): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    schema.forEach((item, i) => assertBoundedNumbers(item, `${where}[${i}]`));
    return;
  }
  const node = schema as Schema;
  const numeric = typesOf(node).some((t) => t === 'integer' || t === 'number');
  if (numeric && !('enum' in node) && !('const' in node)) {
    const low = 'minimum' in node || 'exclusiveMinimum' in node;
    const high = 'maximum' in node || 'exclusiveMaximum' in node;
    if (!low || !high) throw new Error(`${where}: a number without both bounds`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    assertBoundedNumbers(value, `${where}.${key}`);
  }
}

/**
 * Every API route declares the schema of its successful answer (a 2xx status or `2xx`):
 * a route without one is a programming error, refused when it is registered.
 */
export function assertAnswerSchema(route: { method: unknown; url: string; schema?: unknown }) {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const declared = Object.keys(response ?? {}).some((status) => /^2(\d\d|xx)$/.test(status));
  if (!declared) {
    throw new Error(`${String(route.method)} ${route.url}: no schema for its 2xx answer`);
  }
}

/**
 * One validation mechanism for every route. Bodies are checked strictly (no type
 * coercion, no unknown properties; JSON cannot carry a non-finite number and Ajv refuses
 * one). Path and query values arrive as text and are converted only from plain decimal
 * (see `fromText`), then checked by the same non-coercing validator. Every number must
 * declare its range (`assertBoundedNumbers`).
 */
export function installValidators(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false });
  addFormats(ajv);
  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    assertBoundedNumbers(schema, `${method} ${url} ${httpPart ?? 'request'}`);
    const validate = ajv.compile(schema);
    const coerce =
      httpPart === 'body' || httpPart === 'headers' ? null : textCoercer(schema as Schema);
    const check = (data: unknown): boolean => {
      // No database stores a NUL in text (PostgreSQL refuses it, SQLite cuts at it).
      const nul = nulPath(data, '');
      if (nul !== null) {
        check.errors = [{ keyword: 'nul', instancePath: nul, schemaPath: '', params: {} }];
        return false;
      }
      coerce?.(data);
      const valid = validate(data);
      check.errors = validate.errors ?? null;
      return valid;
    };
    check.errors = null as ErrorObject[] | null;
    return check;
  });
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
  if (!first) return `Invalid ${part}.`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // A date of a range that is not one, in spec 5's words, naming which (its order: lib/range.ts).
  if (part === 'query' && (field === 'fromDate' || field === 'toDate')) {
    return `Date is invalid ("${field}")`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Invalid ${part}: unknown field "${extra}".`;
  }
  if (first.keyword === 'nul') return `Invalid ${part}: "${field}" contains a NUL character.`;
  if (first.keyword === 'pattern') {
    const pattern = (first.params as { pattern?: string }).pattern;
    const reason =
      pattern === PLAIN_TEXT_PATTERN ? 'must not contain control characters' : 'is not valid';
    return `Invalid ${part}: "${field}" ${reason}.`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `Invalid ${part}: "${field ? `${field}.` : ''}${missing}" is required.`;
  }
  return `Invalid ${part}: ${field ? `"${field}" ` : ''}${first.message ?? 'is not valid'}.`;
}

/** Errors are JSON { message } with the right status, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).code(error.statusCode).send({ message: error.message });
      return;
    }
    if (error.validation) {
      void reply.code(400).send({ message: describeValidation(error) });
      return;
    }
    const code = (error as { code?: string }).code;
    if (code === '57014' || code === 'READ_TIMEOUT') {
      // A statement ran past the time budget: PostgreSQL cancelled it, or its SQLite
      // reader thread was ended.
      request.log.warn({ err: error }, 'statement timeout');
      void reply
        .code(503)
        .send({ message: 'The request took too long to answer. Narrow it and try again.' });
      return;
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      void reply
        .code(503)
        .send({ message: 'The database cannot be reached. Try again in a moment.' });
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
      };
      const message =
        messages[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
          ? 'Invalid content length.'
          : status === 429
            ? 'Too many requests. Try again later.'
            : error.name === 'SyntaxError'
              ? 'Request body is not valid JSON.'
              : 'Bad request.');
      void reply.code(status).send({ message });
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({ message: 'An internal error occurred.' });
  });
}

/** Where a request whose path cannot be decoded is sent, to be answered 400 by a route. */
export const MALFORMED_URL_PATH = '/api/malformed-url';

export function rewriteMalformedUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!pathPart.includes('%')) return url;
  try {
    decodeURIComponent(pathPart);
    return url;
  } catch {
    return MALFORMED_URL_PATH;
  }
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The headers a header-setting middleware (helmet) sets, as a map: for the answers
 * written before any route runs.
 */
export function staticHeaders(middleware: Middleware): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers);
}
