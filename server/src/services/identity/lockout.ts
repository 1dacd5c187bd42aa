import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/schema';
import { isoAfterSeconds, nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** Seconds the (user, client IP) pair must still wait; 0 when it may try. */
export async function checkLock(db: Db, subject: string, clientIp: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('subject', '=', subject)
    .where('client_ip', '=', clientIp)
    .executeTakeFirst();
  if (!row?.locked_until) return 0;
  const wait = Math.ceil((Date.parse(row.locked_until) - Date.now()) / 1000);
  return Math.max(0, wait);
}

/** Counts a failure; from the threshold on, each one doubles the wait, up to the maximum. */
export async function recordFailure(
  db: Db,
  config: Pick<ServerConfig, 'lockoutThreshold' | 'lockoutBaseSeconds' | 'lockoutMaxSeconds'>,
  subject: string,
  clientIp: string,
): Promise<void> {
  const now = nowIso();
  const { failures } = await db
    .insertInto('login_attempts')
    .values({ subject, client_ip: clientIp, failures: 1, last_failure: now, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['subject', 'client_ip']).doUpdateSet({
        failures: sql<number>`login_attempts.failures + 1`,
        last_failure: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (failures >= config.lockoutThreshold) {
    const wait = Math.min(
      config.lockoutMaxSeconds,
      config.lockoutBaseSeconds * 2 ** (failures - config.lockoutThreshold),
    );
    await db
      .updateTable('login_attempts')
      .set({ locked_until: isoAfterSeconds(wait) })
      .where('subject', '=', subject)
      .where('client_ip', '=', clientIp)
      .execute();
  }
}

export async function clearFailures(db: Db, subject: string, clientIp: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('subject', '=', subject)
    .where('client_ip', '=', clientIp)
    .execute();
}
