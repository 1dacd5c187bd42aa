import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from './errors';

/**
 * Whether an organization of this id exists: every service answers 404 for one that does
 * not before it looks at anything else, so the check lives below the services, not in one.
 */
export async function organizationExists(
  db: Kysely<DB> | Transaction<DB>,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A 404 'Organization not found.' unless an organization of this id exists. */
export async function requireOrganization(
  db: Kysely<DB> | Transaction<DB>,
  id: number,
): Promise<void> {
  if (!(await organizationExists(db, id))) throw notFound('Organization not found.');
}
