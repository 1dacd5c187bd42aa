import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit';
import { nowIso } from '../../lib/crypto';
import { clientOf, oauthError, sendTokens, type GrantEnv, type TokenBody } from './grant-signin';
import {
  claimRefreshToken,
  findRefreshToken,
  issueRefreshToken,
  markRefreshed,
  revokeSession,
} from './session-store';

/**
 * The refresh grant (RFC 6749 6): a refresh token, used once, for new tokens of its session.
 * A token used a second time was stolen or replayed: its whole session ends.
 */
export async function refreshGrant(
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TokenBody,
) {
  const { db } = env.ctx;
  if (!body.refresh_token) {
    return oauthError(reply, 400, 'invalid_request', 'refresh_token is required.');
  }
  const refreshToken = body.refresh_token;
  const { clientIp } = clientOf(request);
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await findRefreshToken(trx, refreshToken);
    if (!row) return { ok: false as const, reason: 'unknown' };
    if (row.revoked_at || row.expires_at <= nowIso() || Number(row.disabled) === 1)
      return { ok: false as const, reason: 'ended' };
    // Only one use: the conditional update decides between two racing refreshes.
    const claimed = !row.used_at && (await claimRefreshToken(trx, refreshToken));
    if (!claimed) {
      // A used token came back: it was stolen or replayed, so the whole family ends (RFC 9700 4.14.2).
      await revokeSession(trx, row.session_id, 'refresh token reuse');
      await audit(trx, {
        createdById: row.user_id,
        organizationId: row.organization_id,
        entityType: 'SESSION',
        entityId: row.session_id,
        eventType: 'SESSION_REVOKED',
        payload: { reason: 'refresh token reuse' },
        clientIp,
      });
      return { ok: false as const, reason: 'reuse' };
    }
    await markRefreshed(trx, row.session_id);
    const next = await issueRefreshToken(trx, row.session_id);
    return { ok: true as const, row, next };
  });
  if (!outcome.ok) {
    request.log.warn({ event: 'refresh', outcome: outcome.reason }, 'refresh refused');
    return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid or expired.');
  }
  const { row, next } = outcome;
  return sendTokens(env, reply, {
    userId: row.user_id,
    organizationId: row.organization_id,
    sessionId: row.session_id,
    refreshToken: next,
  });
}
