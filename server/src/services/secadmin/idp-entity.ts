import {
  AUTHENTICATOR_NAME_TAKEN,
  IDP_NAME_MAX,
  IDP_SECRET_MAX,
  IDP_TEXT_MAX,
} from '@contracts/idp';
import type { BlockList } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { plainText } from '../../lib/schemas';
import type { IdpListTable, IdpRow, IdpValues } from './idp-store';

/** How one list of identity provider settings is read, checked and written. */
export interface IdpEntity<T extends IdpListTable, Input, Reply> {
  /** Its path under `/v1/:org/`. */
  path: string;
  table: T;
  /** Its type in the audit log. */
  entityType: string;
  notFound: string;
  /** The column whose value is unique, the message when it is taken, and its scope. */
  unique: { column: 'name' | 'login_domain'; taken: string; platformWide?: boolean };
  uniqueValue: (input: Input) => string;
  body: object;
  reply: object;
  toReply: (row: IdpRow<T>) => Reply;
  /** Checks the input (throws a 400 with the reason) and makes the row's values. */
  toValues: (input: Input, context: IdpWriteContext<T>) => Promise<IdpValues<T>> | IdpValues<T>;
  /** What the audit event keeps of an input: never a secret. */
  auditPayload: (input: Input) => Record<string, unknown>;
}

/** What a write of a row knows besides its input. */
export interface IdpWriteContext<T extends IdpListTable> {
  db: Kysely<DB>;
  organizationId: number;
  existing: IdpRow<T> | null;
  /** Who writes: an owner's write of a mapping approves its domain. */
  by: { userId: number; owner: boolean };
  /** Reserved networks the operator allows anyway (CONNECTIVITY_ALLOWED_NETWORKS). */
  allowed: BlockList;
}

export const name = plainText(IDP_NAME_MAX);
export const optionalText = {
  type: ['string', 'null'],
  maxLength: IDP_TEXT_MAX,
  pattern: '^[^\\u0000-\\u001F\\u007F]*$',
} as const;
export const secret = { type: 'string', maxLength: IDP_SECRET_MAX } as const;

/**
 * A kept secret goes only where it went when its admin last gave it: changing where it is
 * sent (`moved`) without giving it again is refused, so an admin cannot send a stored
 * secret they cannot read to a server of their own.
 */
export function refuseMovedSecret(
  moved: boolean,
  given: string | undefined,
  stored: string | null,
) {
  return moved && given === undefined && stored !== null;
}

/** A secret's new value: absent keeps the stored one, '' removes it. */
export function secretValue(value: string | undefined, stored: string | null): string | null {
  if (value === undefined) return stored;
  return value === '' ? null : value;
}

export function blankless(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

export function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`Invalid body: "${field}" must not be blank.`);
  return trimmed;
}

/** A body with just these properties; `required` lists those that must be there. */
export const strictBody = (required: string[], properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/** The head of a list whose rows' name is unique within the organization. */
export const namedList = <T extends IdpListTable>(
  path: string,
  table: T,
  entityType: string,
  notFound: string,
) => ({
  path,
  table,
  entityType,
  notFound,
  unique: { column: 'name' as const, taken: AUTHENTICATOR_NAME_TAKEN },
  uniqueValue: (input: { name: string }) => input.name.trim(),
});
