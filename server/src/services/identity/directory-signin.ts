import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DirectorySettings } from '../../lib/directory';
import { featuresFor } from '../../lib/features';
import {
  authenticatorForDomain,
  defaultAuthenticator,
  type DirectoryAuthenticatorRow,
} from '../secadmin/idp-store';

/** The LDAP authenticator a sign-in goes through, as the directory client needs it. */
export interface DirectoryAuthenticator {
  authenticatorId: number;
  name: string;
  organizationId: number;
  /** The mapping's user group (null for none or for the default authenticator). */
  userGroupId: number | null;
  settings: DirectorySettings;
}

function toDirectory(row: DirectoryAuthenticatorRow): DirectoryAuthenticator {
  return {
    authenticatorId: row.id,
    name: row.name,
    organizationId: row.organization_id,
    userGroupId: row.mapped_user_group_id,
    settings: {
      urls: JSON.parse(row.urls) as string[],
      base: row.base,
      usernameKey: row.username_key,
      bindDn: row.bind_dn,
      bindPassword: row.password_key,
    },
  };
}

/**
 * Which directory judges a sign-in, if any. The user comes first: a login that is no console
 * user's never reaches a directory (it fails as an unknown password user does). A user is
 * judged by their own organization's LDAP authenticator mapped to their login's domain, only
 * once an owner has approved that mapping; else, without a password of their own, by their
 * organization's default authenticator. Only while the organization has the securityIDP
 * feature. No mapping of one organization ever judges another's users.
 */
export async function directoryFor(
  db: Kysely<DB>,
  login: string,
  user: { organization_id: number; password_hash: string | null } | undefined,
): Promise<DirectoryAuthenticator | null> {
  if (!user) return null;
  const parts = login.split('@');
  const domain = parts.length === 2 ? (parts[1] ?? '') : '';
  const row =
    (domain ? await authenticatorForDomain(db, domain, user.organization_id) : undefined) ??
    (!user.password_hash ? await defaultAuthenticator(db, user.organization_id) : undefined);
  if (!row) return null;
  const features = await featuresFor(db, row.organization_id);
  return features.securityIDP ? toDirectory(row) : null;
}
