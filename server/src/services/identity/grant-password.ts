import type { FastifyReply, FastifyRequest } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { directoryGrant } from './grant-directory';
import {
  clientOf,
  lockedOut,
  oauthError,
  signInAs,
  signInFailed,
  type GrantEnv,
  type TokenBody,
} from './grant-signin';
import { directoryFor } from './directory-signin';
import { countAttempt } from './lockout';
import { findUserForSignIn } from './store';

/**
 * The password grant (RFC 6749 4.3): a login and its password. The console user is found
 * first; a user whose own organization's directory judges them (directory-signin.ts) goes on
 * through the directory (grant-directory.ts), every other is checked against the stored
 * password hash. Failures are counted before anything is checked, so a parallel burst locks
 * as a serial one does.
 */
export async function passwordGrant(
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TokenBody,
) {
  const { db, config } = env.ctx;
  if (!body.username || !body.password) {
    return oauthError(reply, 400, 'invalid_request', 'username and password are required.');
  }
  const started = Date.now();
  const email = body.username.trim().toLowerCase();
  const { clientIp, proxyIp } = clientOf(request);
  // Counted before the password is checked, so a parallel burst locks as a serial one does.
  const attempt = await countAttempt(db, config, email, clientIp);
  if (attempt.locked) {
    return lockedOut(env, request, reply, { email, clientIp, retryAfter: attempt.retryAfter });
  }
  const user = await findUserForSignIn(db, email);
  const directory = user ? await directoryFor(db, email, user) : null;
  // What a sign-in of this request knows, whichever way it is judged.
  const signingIn = { body, email, clientIp, proxyIp, started };
  if (user && directory) {
    return directoryGrant(env, request, reply, { ...signingIn, user, directory });
  }
  // Unknown users and users without a password cost one scrypt too: equal answers, equal time.
  const valid = await verifyPassword(
    body.password,
    user?.password_hash ?? (await dummyPasswordHash()),
    clientIp,
  );
  if (!user || !user.password_hash || !valid) {
    return signInFailed(env, request, reply, {
      email,
      clientIp,
      started,
      user,
      reason: 'password',
    });
  }
  return signInAs(env, request, reply, { ...signingIn, user, method: 'PASSWORD' });
}
