import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { isoAfterSeconds, nowIso, randomToken, sha256 } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** A live (unused, unexpired) reset token's row with its user, or undefined. */
export async function findLiveResetToken(db: Db, token: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.token_hash',
      'users.id as user_id',
      'users.email',
      'users.name',
      'users.organization_id',
    ])
    .where('password_reset_tokens.token_hash', '=', sha256(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Stores a new single-use reset token (hashed) and returns it in clear, once. */
export async function createResetToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created: nowIso(),
      expires_at: isoAfterSeconds(ttlSeconds),
      used_at: null,
    })
    .execute();
  return token;
}

/** Spends a reset token by its hash: true for the one caller whose update took it. */
export async function claimResetToken(trx: Db, tokenHash: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
