import type { Generated } from 'kysely';
import type { Timestamp, Bool } from './columns';

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  type: string;
  parent_id: number | null;
  tenant_id: string | null;
  country: string | null;
  place: string | null;
  postal_code: string | null;
  street_name: string | null;
  street_number: string | null;
  registrar: string | null;
  registration_id: string | null;
  email: string | null;
  phone_number: string | null;
  management_api_enabled: Bool;
  created: Timestamp;
  updated: Timestamp;
}

export interface OrganizationModulesTable {
  organization_id: number;
  module: string;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string | null;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
  last_login: Timestamp | null;
  /** Set by an admin: refused at sign-in, refresh and on every call. */
  disabled: Generated<Bool>;
}

export interface UserRolesTable {
  user_id: number;
  organization_id: number;
  role: string;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created: Timestamp;
}

/** A sign-in session: the family of its rotating refresh tokens. */
export interface SessionsTable {
  id: string;
  user_id: number;
  client_id: string;
  client_ip: string;
  proxy_ip: string | null;
  created: Timestamp;
  expires_at: Timestamp;
  last_refreshed: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  subject: string;
  client_ip: string;
  failures: number;
  last_failure: Timestamp;
  locked_until: Timestamp | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * A pending invitation to join an organization with a role, addressed by e-mail (accepted,
 * declined and withdrawn ones are deleted; expired ones are left out and purged).
 */
export interface MembershipInvitationsTable {
  id: Generated<number>;
  organization_id: number;
  /** Lowercase. */
  email: string;
  role: string;
  /** A new person's name and phone number (the user made when they set a password). */
  name: string | null;
  phone: string | null;
  /** SHA-256 of the set-password link's token, for a new person. */
  token_hash: string | null;
  invited_by: number | null;
  created: Timestamp;
  expires_at: Timestamp;
}

/** The tables of the identity service: who signs in, and how. */
export interface IdentityTables {
  organizations: OrganizationsTable;
  organization_modules: OrganizationModulesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  signing_keys: SigningKeysTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  membership_invitations: MembershipInvitationsTable;
}
