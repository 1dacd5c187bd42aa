import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { resolvePrincipal } from '../../lib/auth';
import { contractReply, noContent, text } from '../../lib/schemas';
import { endedSessionReason } from './session-check-store';

/**
 * Why the session check refuses (the console says so on its sign-in page):
 * ENDED_BY_ADMINISTRATOR when an administrator ended the session (terminated it, disabled its
 * user or removed the user's last role), ENDED when it ended otherwise, NOT_SIGNED_IN when no
 * live session is named (no token, a bad or expired one). The console's copy is in
 * src/shared/api/errors.ts (SESSION_END_REASONS).
 */
export const SESSION_END_REASONS = ['ENDED_BY_ADMINISTRATOR', 'ENDED', 'NOT_SIGNED_IN'] as const;
type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The 401 answer of the session check (a reply of this route only). */
interface SessionRefusal {
  message: string;
  reason: SessionEndReason;
}

const sessionRefusalReply = contractReply<SessionRefusal>()({
  message: text,
  reason: { type: 'string', enum: SESSION_END_REASONS },
});

/** Reasons written by the administrators' actions (secadmin/routes.ts, users-routes.ts). */
const BY_ADMINISTRATOR = new Set([
  'terminated by an administrator',
  'user disabled',
  'role removed',
]);

const MESSAGES: Record<SessionEndReason, string> = {
  ENDED_BY_ADMINISTRATOR: 'An administrator ended your session. Please, log in again.',
  ENDED: 'Your session has ended. Please, log in again.',
  NOT_SIGNED_IN: 'You are not logged in. Please, log in and try again.',
};

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * GET /authentication/session: is the caller's own session still open? 204 when it is, 401
 * with the reason when not. Access: any signed-in caller, about their own session only (the
 * token names it); nothing is changed. The console's many-tabs leader asks every few seconds,
 * so an ended session's open console signs out at once (src/app/tabs/sessionWatch.ts).
 */
export function sessionCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, signer } = ctx;

  api.get(
    '/authentication/session',
    { schema: { response: { 204: noContent, 401: sessionRefusalReply } } },
    async (request, reply) => {
      if (await resolvePrincipal(db, signer, request)) return reply.code(204).send(null);
      const token = bearerToken(request);
      const claims = token ? await signer.verify(token) : null;
      const ended = claims ? await endedSessionReason(db, claims.sid, claims.userId) : null;
      const reason: SessionEndReason =
        ended === null
          ? 'NOT_SIGNED_IN'
          : BY_ADMINISTRATOR.has(ended)
            ? 'ENDED_BY_ADMINISTRATOR'
            : 'ENDED';
      return reply.code(401).send({ message: MESSAGES[reason], reason });
    },
  );
}
