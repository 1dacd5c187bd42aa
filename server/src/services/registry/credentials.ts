import type { CredentialType, IssuedCredential } from '@contracts/heartbeat';
import { randomToken, sha256 } from '../../lib/crypto';

/**
 * A new credential of the type, from the CSPRNG (32 random bytes), with the hash to store.
 * The secret itself is answered once and kept nowhere: not in the database, the audit
 * payload or a log line. An API key has no username; basic authentication and poller users
 * sign in with the account's name.
 */
export function issueCredential(
  credentialType: CredentialType,
  accountName: string,
): { credential: IssuedCredential; secretHash: string } {
  const secret = credentialType === 'API_KEY' ? `sa_${randomToken(32)}` : randomToken(32);
  return {
    credential: {
      credentialType,
      username: credentialType === 'API_KEY' ? null : accountName,
      secret,
    },
    secretHash: sha256(secret),
  };
}
