/** JSON-schema building blocks shared by the routes. */

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export function idParams<K extends string>(...names: K[]) {
  return {
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((n) => [n, idSchema])) as Record<K, typeof idSchema>,
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

/** A flow's id: lower-case letters, digits, dots, dashes and underscores. */
export const flowIdSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,99}$' } as const;

/** `{org}` in a path: a numeric organization id. */
export const orgParams = idParams('org');
