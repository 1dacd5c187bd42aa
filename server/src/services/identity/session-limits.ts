import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import {
  applicableSessionLimit,
  limitClientNotations,
  openSessionsOfUser,
} from '../secadmin/session-limit-store';
import { revokeSession } from './session-store';

export interface SignInScope {
  userId: number;
  /** The user's own organization: its limits apply. */
  organizationId: number;
  clientId: string;
  clientIp: string;
  /** The server's absolute session life. */
  sessionTtlSeconds: number;
  /** Lock the user's row while counting (PostgreSQL: concurrent sign-ins of one user). */
  lock: boolean;
}

export type SignInLimits =
  { allowed: true; ttlSeconds: number; ended: string[] } | { allowed: false; limitId: number };

/**
 * The session limits of a sign-in, applied in its transaction: the lifetime limit of lowest
 * rank that matches shortens the session's life to its timeout; over the concurrent limit of
 * lowest rank that matches (sessions of the user, or of the user from one client IP), the
 * sign-in is refused or the oldest of those sessions end, as the limit says.
 */
export async function applySignInLimits(
  trx: Transaction<DB>,
  scope: SignInScope,
): Promise<SignInLimits> {
  const { userId, organizationId, clientId, clientIp } = scope;
  const lifetime = await applicableSessionLimit(trx, organizationId, 'LIFETIME', userId, clientId);
  const ttlSeconds = Math.min(scope.sessionTtlSeconds, lifetime?.timeout_seconds ?? Infinity);
  const concurrent = await applicableSessionLimit(
    trx,
    organizationId,
    'CONCURRENT',
    userId,
    clientId,
  );
  if (!concurrent?.user_limit) return { allowed: true, ttlSeconds, ended: [] };

  const clients = await limitClientNotations(trx, concurrent.id);
  const open = await openSessionsOfUser(trx, userId, clients, scope.lock);
  // With the new one, each count must stay within its limit: these are the ones too many.
  const overall = Math.max(0, open.length + 1 - concurrent.user_limit);
  const fromIp = open.filter((session) => session.client_ip === clientIp);
  const ipLimit = concurrent.client_ip_limit;
  const overIp = ipLimit ? Math.max(0, fromIp.length + 1 - ipLimit) : 0;
  if (overall === 0 && overIp === 0) return { allowed: true, ttlSeconds, ended: [] };
  if (concurrent.on_limit !== 'END_OLDEST') return { allowed: false, limitId: concurrent.id };

  // The oldest from the client IP first, then the oldest of all, until both counts fit.
  const ending = new Set(fromIp.slice(0, overIp).map((session) => session.id));
  for (const session of open) {
    if (open.length + 1 - ending.size <= concurrent.user_limit) break;
    ending.add(session.id);
  }
  for (const id of ending) await revokeSession(trx, id, 'session limit');
  return { allowed: true, ttlSeconds, ended: [...ending] };
}
