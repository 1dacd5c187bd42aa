import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type LockoutConfig = Pick<
  ServerConfig,
  'lockoutThreshold' | 'lockoutBaseSeconds' | 'lockoutMaxSeconds'
>;

export type AttemptOutcome = { locked: false } | { locked: true; retryAfter: number };

/**
 * The end of the lock after each count of failures from the threshold on: the first lock
 * is the base and each further failure doubles it (`steps`), up to the maximum (`longest`,
 * for every count beyond the steps).
 */
function lockEnds(config: LockoutConfig, from: number) {
  const end = (seconds: number) => new Date(from + seconds * 1000).toISOString();
  const steps: string[] = [];
  for (let seconds = config.lockoutBaseSeconds; seconds < config.lockoutMaxSeconds; seconds *= 2) {
    steps.push(end(seconds));
  }
  return { steps, longest: end(config.lockoutMaxSeconds) };
}

/**
 * Counts a sign-in attempt of the (user, client IP) pair BEFORE its password is checked,
 * in one conditional upsert, so parallel attempts (on any number of server instances)
 * lock exactly as serial ones do. The count only grows while the pair is not locked; an
 * attempt that reaches the threshold sets the lock it would set if it failed. A right
 * password then clears the count (`clearFailures`). Locked: no row comes back, and the
 * answer says how long the lock lasts.
 */
export async function countAttempt(
  db: Db,
  config: LockoutConfig,
  subject: string,
  clientIp: string,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const now = new Date(started).toISOString();
  const { steps, longest } = lockEnds(config, started);
  const threshold = config.lockoutThreshold;
  const next = sql<number>`login_attempts.failures + 1`;
  const whens = steps.map((end, step) => sql`when ${next} = ${threshold + step} then ${end}`);
  const lockedUntil = sql<string | null>`case when ${next} < ${threshold} then null
    ${sql.join(whens, sql` `)} else ${longest} end`;
  const first = steps[0] ?? longest;
  const counted = await db
    .insertInto('login_attempts')
    .values({
      subject,
      client_ip: clientIp,
      failures: 1,
      last_failure: now,
      locked_until: threshold <= 1 ? first : null,
    })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'client_ip'])
        .doUpdateSet({ failures: next, last_failure: now, locked_until: lockedUntil })
        .where((eb) =>
          eb.or([
            eb('login_attempts.locked_until', 'is', null),
            eb('login_attempts.locked_until', '<=', now),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (counted) return { locked: false };
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('subject', '=', subject)
    .where('client_ip', '=', clientIp)
    .executeTakeFirst();
  const left = row?.locked_until ? Date.parse(row.locked_until) - Date.now() : 0;
  // The lock may have ended between the two statements: still answer with a wait.
  return { locked: true, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
}

export async function clearFailures(db: Db, subject: string, clientIp: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('subject', '=', subject)
    .where('client_ip', '=', clientIp)
    .execute();
}

/** Forgets every failure of a subject, from any client IP (its password was set). */
export async function clearAllFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('subject', '=', subject).execute();
}
