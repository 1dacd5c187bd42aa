/** JSON-schema building blocks shared by the routes. */
import type { MessageAnswer } from '@contracts/identity';

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

/**
 * An object answer of exactly the given fields, each present (null where it may be), written by
 * hand: a 2xx answer takes contractReply instead (server/test/app/contract-replies.test.ts).
 */
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

/*
 * Contract replies. An answer schema is built from the contract type it answers with
 * (src/shared/contracts): `contractReply<User>()({ userId: num, ... })` takes exactly the
 * fields of the type, each with a schema of its kind (text for a string, a contract reply for
 * an object, nullable where the type has null): a missing field, an extra field or a field of
 * another kind does not compile. Each schema made here is remembered, so a test can tell a
 * contract reply from a hand-written one (server/test/app/contract-replies.test.ts).
 */
declare const contractOf: unique symbol;
declare const optionalField: unique symbol;

/** Type-only mark of a schema stating contract type T (T in and out: no looser, no stricter). */
export interface ContractMark<T> {
  readonly [contractOf]: (value: T) => T;
}
/** Type-only mark of a field the contract declares optional (`field?:`). */
interface OptionalMark {
  readonly [optionalField]: true;
}

const contractSchemas = new WeakSet<object>();
const optionalSchemas = new WeakSet<object>();

/** Whether contractReply, contractMap or nullable made this schema. */
export function isContractReply(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && contractSchemas.has(schema);
}

/** Any JSON value, passed on as it is (payloads, head-end answers): fits an `unknown` field. */
export const anyJson = {} as const;

/** A field the contract declares optional: left out of `required`. */
export function optional<const S extends object>(schema: S): S & OptionalMark {
  const copy = { ...schema };
  optionalSchemas.add(copy);
  return copy as S & OptionalMark;
}

type KindOf<T> = T extends null
  ? 'null'
  : T extends string
    ? 'string'
    : T extends number
      ? 'number'
      : T extends boolean
        ? 'boolean'
        : T extends readonly unknown[]
          ? 'array'
          : 'object';
type TypesOf<S> = S extends { readonly anyOf: readonly (infer A)[] }
  ? TypesOf<A>
  : S extends { readonly type: infer K }
    ? K extends readonly (infer E)[]
      ? E
      : K
    : 'any';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Whether schema S states type T: same kinds (null included), items and objects alike. */
type Fits<T, S> = unknown extends T
  ? true
  : Same<KindOf<T>, TypesOf<S>> extends false
    ? false
    : 'array' extends KindOf<T>
      ? S extends { readonly items: infer I }
        ? Fits<T extends readonly (infer E)[] ? E : never, I>
        : false
      : 'object' extends KindOf<T>
        ? S extends ContractMark<infer C>
          ? Same<C, Exclude<T, null>>
          : false
        : true;

type OptionalKeys<T> = {
  [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? K : never;
}[keyof T];
type FieldFits<T, K extends keyof T, S> = (
  K extends OptionalKeys<T>
    ? S extends OptionalMark
      ? Fits<Exclude<T[K], undefined>, S>
      : false
    : S extends OptionalMark
      ? false
      : Fits<T[K], S>
) extends true
  ? unknown
  : 'this schema does not state the field of the contract';
/** Exactly the fields of T, each fitting its type. */
type ContractFields<T, P> = {
  [K in keyof T]-?: K extends keyof P ? FieldFits<T, K, P[K]> : unknown;
} & { [K in Exclude<keyof P, keyof T>]: 'not a field of the contract' };

/**
 * The answer schema of contract type T: `contractReply<T>()({ ...a schema per field })`.
 * Every field is required (null where the type allows it) but those wrapped in `optional`.
 */
export function contractReply<T extends object>() {
  return <const P extends Record<string, object>>(properties: P & ContractFields<T, P>) => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: Object.entries(properties)
        .filter(([, field]) => !optionalSchemas.has(field))
        .map(([key]) => key),
      properties,
    };
    contractSchemas.add(schema);
    return schema as unknown as {
      readonly type: 'object';
      readonly additionalProperties: false;
      readonly required: Exclude<keyof P & string, OptionalKeys<T>>[];
      readonly properties: P;
    } & ContractMark<T>;
  };
}

/** The answer schema of a contract map (`Record<string, V>`): a value schema per key. */
export function contractMap<T extends Record<string, unknown>>() {
  return <const V extends object>(
    values: V & (Fits<T[keyof T], V> extends true ? unknown : never),
  ) => {
    const schema = { type: 'object', additionalProperties: values };
    contractSchemas.add(schema);
    return schema as unknown as {
      readonly type: 'object';
      readonly additionalProperties: V;
    } & ContractMark<T>;
  };
}

/** A contract reply that may be null instead (the field's type is `T | null`). */
export function nullable<
  const S extends { readonly type: 'object'; readonly [contractOf]: unknown },
>(schema: S) {
  const copy = { ...schema, type: ['object', 'null'] } as const;
  if (contractSchemas.has(schema)) contractSchemas.add(copy);
  return copy as Omit<S, 'type'> & { readonly type: readonly ['object', 'null'] };
}

/** An answer that is only a sentence for the user. */
export const messageReply = contractReply<MessageAnswer>()({ message: text });
