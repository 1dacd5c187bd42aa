import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A stored payload: its bytes as received (whichever column holds them) and type. */
export async function findPayload(db: Kysely<DB>, organizationId: number, payloadId: number) {
  const row = await db
    .selectFrom('payloads')
    .select(['body', 'body_bytes', 'content_type'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', payloadId)
    .executeTakeFirst();
  return row ? { body: row.body_bytes ?? row.body, contentType: row.content_type } : null;
}
