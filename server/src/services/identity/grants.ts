import { passwordGrant } from './grant-password';
import { refreshGrant } from './grant-refresh';
import type { Grant } from './grant-signin';

/**
 * The grant types the token endpoint (token-routes.ts) takes, the one list: each is a file of
 * its own (grant-*.ts) and ends, when it grants, in `signInAs` or `sendTokens`
 * (grant-signin.ts). A new way to sign in is a file and a line here. The directory path is
 * part of the password grant: the user is found first, then their organization's directory
 * judges the password (grant-directory.ts).
 *
 * A Map, not an object: a grant_type such as `constructor` or `__proto__` names nothing.
 */
export const GRANTS: ReadonlyMap<string, Grant> = new Map<string, Grant>([
  ['password', passwordGrant],
  ['refresh_token', refreshGrant],
]);
