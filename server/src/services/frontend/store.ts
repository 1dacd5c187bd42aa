import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

/** What the console reports of an error it could not handle. */
export interface ClientError {
  userAgent: string;
  errorMessage: string;
  clientVersion: string;
  currentUrl: string;
}

export async function recordClientError(
  db: Kysely<DB>,
  error: ClientError,
  clientIp: string,
): Promise<void> {
  await db
    .insertInto('client_errors')
    .values({
      created: nowIso(),
      user_agent: error.userAgent,
      error_message: error.errorMessage,
      client_version: error.clientVersion,
      current_url: error.currentUrl,
      client_ip: clientIp,
    })
    .execute();
}
