/** JSON-schema building blocks shared by the routes. */

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export function idParams<const K extends readonly string[]>(...names: K) {
  return {
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((n) => [n, idSchema])) as {
      [P in K[number]]: typeof idSchema;
    },
  } as const;
}

/** Text without control characters (free-text search: matched literally, never widened). */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';
export function plainText(maxLength: number) {
  return { type: 'string', minLength: 1, maxLength, pattern: PLAIN_TEXT_PATTERN } as const;
}

export const emailSchema = { type: 'string', minLength: 3, maxLength: 254 } as const;
export const passwordSchema = { type: 'string', minLength: 1, maxLength: 1024 } as const;

export const messageReply = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

/*
 * Answer schemas. Every API route declares the schema of its 2xx answer: it documents
 * the answer, types the handler's return value, and lets Fastify serialise it with a
 * compiled serialiser. Fields missing from a schema are left out of the answer, so each
 * schema lists every field of its contract type (src/shared/contracts). Numbers are
 * `number`, never `integer` (which the serialiser would round).
 */
export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const num = { type: 'number' } as const;
export const nullableNum = { type: ['number', 'null'] } as const;
export const bool = { type: 'boolean' } as const;

/** An object answer of exactly the given fields, each present (null where it may be). */
export function replyObject<const P extends Record<string, unknown>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  } as const;
}

export function replyList<const I>(items: I) {
  return { type: 'array', items } as const;
}

/** No body: 204. */
export const noContent = { type: 'null' } as const;

/** A flow's id: lower-case letters, digits, dots, dashes and underscores. */
export const flowIdSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,99}$' } as const;

/** `{org}` in a path: a numeric organization id. */
export const orgParams = idParams('org');
