import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
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

/**
 * One-time tokens (invitation and set-password links, reset tokens) out of every log line.
 * A path segment is taken for a secret when it follows a segment named like a one-time link
 * (`/setpassword/<token>`, `/password/reset/<token>`, `/invitations/<token>`: the console's
 * routes and any future one named so), or when it stands where a route registered with
 * `noteSecretRoute` has a parameter named like a secret (`:token`, `:apiKey`, ...); a
 * query value is one when its name is named like a secret. Segments are compared decoded
 * (`/set%70assword/...`), case-insensitively (the console's router ignores case), and `%2F`
 * separates them as `/` does.
 */
const SECRET_AFTER_SEGMENT =
  /^(set-?password|reset(-?password)?|invit(e|es|ation|ations)|accept-?invit(e|ation)|one-?time|magic-?link)$/i;
/** Names of route parameters whose values are secrets (not `:invitationId`, `:key` of a list). */
const SECRET_PARAM = /token|passw(or)?d|signature|^secret$|^code$|^otp$|^api-?key$/i;
/** Names of query parameters whose values are secrets: a wider net, as any caller names them. */
const SECRET_QUERY = /token|secret|passw(or)?d|signature|invit|^code$|^otp$|key$/i;
const REDACTED = '[redacted]';
/** A run of path in any text: from a `/` to whatever cannot be in a URL's path. */
const PATH_RUN = /\/[^\s"'<>\\?#]*/g;
/** One query parameter in any text. */
const QUERY_PARAM = /([?&;])([^=&#\s"'<>\\?]+)=([^&#\s"'<>\\]*)/g;

type SegmentRule = { kind: 'literal'; value: string } | { kind: 'any' } | { kind: 'secret' };
const secretRoutes = new Map<string, SegmentRule[]>();

/** Percent-decoded (repeatedly: `%2573` is `s` after two) and lower case. */
function decodedSegment(segment: string): string {
  let text = segment;
  for (let round = 0; round < 3 && text.includes('%'); round += 1) {
    try {
      const next = decodeURIComponent(text);
      if (next === text) break;
      text = next;
    } catch {
      break;
    }
  }
  return text.toLowerCase();
}

/** Notes a route's secret parameters (from `onRoute`), so their values are never logged. */
export function noteSecretRoute(url: string): void {
  if (secretRoutes.has(url)) return;
  const rules = url
    .split('/')
    .filter((part) => part !== '')
    .map((part): SegmentRule => {
      if (!part.startsWith(':') && !part.includes('*')) {
        return { kind: 'literal', value: decodedSegment(part) };
      }
      const name = part.replace(/^:/, '').replace(/[(].*$/, '');
      return SECRET_PARAM.test(name) ? { kind: 'secret' } : { kind: 'any' };
    });
  if (rules.some((rule) => rule.kind === 'secret')) secretRoutes.set(url, rules);
}

function redactPath(run: string): string {
  // Segments at even indices, their separators (`/` or `%2F`) at odd ones.
  const parts = run.split(/(\/|%2f)/i);
  const segments: number[] = [];
  for (let i = 0; i < parts.length; i += 2) segments.push(i);
  const decoded = segments.map((i) => decodedSegment(parts[i] ?? ''));
  const secret = new Set<number>();
  decoded.forEach((name, k) => {
    if (!SECRET_AFTER_SEGMENT.test(name)) return;
    const next = decoded.findIndex((value, j) => j > k && value !== '');
    if (next >= 0) secret.add(next);
  });
  for (const rules of secretRoutes.values()) {
    for (let start = 0; start + rules.length <= decoded.length; start += 1) {
      const matches = rules.every((rule, r) => {
        const value = decoded[start + r] ?? '';
        return rule.kind === 'literal' ? value === rule.value : value !== '';
      });
      if (!matches) continue;
      rules.forEach((rule, r) => {
        if (rule.kind === 'secret') secret.add(start + r);
      });
    }
  }
  if (secret.size === 0) return run;
  for (const k of secret) {
    const index = segments[k];
    if (index !== undefined) parts[index] = REDACTED;
  }
  return parts.join('');
}

/** `text` (a URL, a message, a whole log line) without the one-time tokens it carries. */
export function redactSecrets(text: string): string {
  return text
    .replace(PATH_RUN, redactPath)
    .replace(QUERY_PARAM, (match, separator: string, name: string) =>
      SECRET_QUERY.test(decodedSegment(name)) ? `${separator}${name}=${REDACTED}` : match,
    );
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

/** Files the server keeps for itself beside its connections: database, log, mail, reads. */
const RESERVED_FILES = 128;

/**
 * The soft limit of open files of this process (`ulimit -n`): from /proc on Linux, else asked
 * of the shell. Null when neither says (or it is unlimited).
 */
export function openFileLimit(): number | null {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const line = /^Max open files\s+(\S+)/m.exec(limits);
    if (line?.[1]) return /^\d+$/.test(line[1]) ? Number(line[1]) : null;
  } catch {
    // Not Linux: ask the shell.
  }
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 });
    return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  } catch {
    return null;
  }
}

/**
 * The most connections the server takes at once under an open-file limit: what the limit
 * leaves after the server's own files, halved, as a connection may have a file open too
 * (a console file being sent).
 */
export function connectionCapUnder(fileLimit: number): number {
  return Math.max(1, Math.floor((fileLimit - RESERVED_FILES) / 2));
}

/** The total cap: the setting, lowered below the open-file limit when it is not. */
export function totalConnectionCap(
  setting: number | null,
  fileLimit: number | null,
): { cap: number; lowered: boolean } {
  const ceiling = fileLimit === null ? null : connectionCapUnder(fileLimit);
  // No known limit: a cap of 10,000 still keeps a flood from taking every file of a large one.
  if (setting === null) return { cap: ceiling ?? 10_000, lowered: false };
  if (ceiling !== null && setting > ceiling) return { cap: ceiling, lowered: true };
  return { cap: setting, lowered: false };
}

/** Whom a connection counts for: its IPv4 address, or its IPv6 address's /64 network. */
export function connectionKey(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

interface ConnectionLog {
  warn(object: object, message: string): void;
}

/**
 * Caps the connections a server holds: `total` in all (refused by Node before they cost more
 * than the accept), `perAddress` from one client address, closed at once past that. Each
 * refusal is logged once per address while it stays over its cap (and the total's once a
 * minute), not once per connection of a flood.
 */
export function limitConnections(
  server: Server,
  limits: { total: number; perAddress: number },
  log: ConnectionLog,
): void {
  server.maxConnections = limits.total;
  let lastTotalWarning = 0;
  server.on('drop', (data?: { remoteAddress?: string }) => {
    const now = Date.now();
    if (now - lastTotalWarning < 60_000) return;
    lastTotalWarning = now;
    log.warn(
      { maxConnections: limits.total, remoteAddress: data?.remoteAddress },
      'connection refused: the server holds as many connections as it takes',
    );
  });
  if (limits.perAddress <= 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: net.Socket) => {
    const key = connectionKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      if (!warned.has(key)) {
        warned.add(key);
        log.warn(
          { remoteAddress: key, maxConnectionsPerAddress: limits.perAddress },
          'connection refused: too many connections from one address',
        );
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        warned.delete(key);
      }
    });
  });
}
