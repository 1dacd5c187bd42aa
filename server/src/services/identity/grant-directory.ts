import type { FastifyReply, FastifyRequest } from 'fastify';
import { DIRECTORY_UNREACHABLE } from '@contracts/idp';
import { audit } from '../../lib/audit';
import { authenticateWithDirectory, directoryAccount } from '../../lib/directory';
import type { DirectoryAuthenticator } from './directory-signin';
import {
  lockedOut,
  oauthError,
  signInAs,
  signInFailed,
  type Attempt,
  type GrantEnv,
  type SignInUser,
} from './grant-signin';
import { clearFailures, countAttempt } from './lockout';

/**
 * A sign-in of a console user through their organization's LDAP authenticator (mapped to
 * the login's domain and approved, or the default one of a user without a password): the
 * directory judges the password. Part of the password grant (grant-password.ts), which found
 * the user first. Failures count per directory account too, so logins that name one account
 * several ways share its lock.
 */
export async function directoryGrant(
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: Attempt & { user: SignInUser; directory: DirectoryAuthenticator },
) {
  const { db, config } = env.ctx;
  const { email, clientIp, started, user, directory } = attempt;
  const account = `directory:${directory.authenticatorId}:${directoryAccount(email) ?? email}`;
  const accountAttempt = await countAttempt(db, config, account, clientIp);
  if (accountAttempt.locked) {
    const { retryAfter } = accountAttempt;
    return lockedOut(env, request, reply, { email, clientIp, retryAfter });
  }
  const outcome = await authenticateWithDirectory(
    directory.settings,
    email,
    attempt.body.password ?? '',
    env.directoryGuard,
  );
  if (!outcome.ok && outcome.reason === 'unreachable') {
    await audit(db, {
      createdById: null,
      organizationId: directory.organizationId,
      entityType: 'USER',
      entityId: user?.id ?? null,
      eventType: 'LOGIN_FAILED',
      payload: { email, reason: 'directory unreachable', authenticator: directory.name },
      clientIp,
    });
    request.log.warn({ event: 'login', outcome: 'directory unreachable', email }, 'sign-in failed');
    return oauthError(reply, 503, 'temporarily_unavailable', DIRECTORY_UNREACHABLE);
  }
  if (!outcome.ok || user.organization_id !== directory.organizationId) {
    return signInFailed(env, request, reply, {
      email,
      clientIp,
      started,
      user,
      reason: 'directory',
    });
  }
  await clearFailures(db, account, clientIp);
  return signInAs(env, request, reply, {
    ...attempt,
    user,
    method: 'LDAP',
    groups: outcome.groups,
  });
}
