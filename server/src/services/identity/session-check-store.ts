import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Why a session ended, as recorded when it was ended (session-store.ts, secadmin), or null. */
export async function endedSessionReason(
  db: Kysely<DB>,
  sessionId: string,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('revoked_reason')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  return row?.revoked_reason ?? null;
}
