import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from './errors';

/**
 * A write in one transaction that keeps a name unique within its organization: refused with
 * `conflict` when the name is taken before, and when a racing write took it meanwhile (the
 * unique index fails the transaction; the name is then found taken).
 */
export async function writeWithUniqueName<T>(
  db: Kysely<DB>,
  taken: () => Promise<boolean>,
  conflict: () => HttpError,
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (await taken()) throw conflict();
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (!(error instanceof HttpError) && (await taken())) throw conflict();
    throw error;
  }
}
