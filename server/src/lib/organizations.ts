import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

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
