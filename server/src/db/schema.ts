import type { Generated } from 'kysely';

/** Timestamps are ISO 8601 UTC strings (sortable as text); booleans are 0 or 1. */
type Timestamp = string;
type Bool = number;

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

export interface OrganizationConfigurationsTable {
  organization_id: number;
  locale: string | null;
  theme: string | null;
  time_zone: string | null;
  data_lake_api_host: string | null;
  data_lake_graphql_host: string | null;
  updated: Timestamp;
}

export interface UserConfigurationsTable {
  organization_id: number;
  user_id: number;
  locale: string | null;
  theme: string | null;
  time_zone: string | null;
  updated: Timestamp;
}

export interface FeaturesTable {
  key: string;
  name: string;
  description: string;
  enabled: Bool;
  all_organizations: Bool;
}

export interface FeatureOrganizationsTable {
  feature_key: string;
  organization_id: number;
}

export interface AuditEventsTable {
  id: Generated<number>;
  created: Timestamp;
  created_by_id: number | null;
  organization_id: number | null;
  entity_type: string;
  entity_id: string | null;
  event_type: string;
  payload: string;
  client_ip: string | null;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created: Timestamp;
  user_agent: string;
  error_message: string;
  client_version: string;
  current_url: string;
  client_ip: string;
}

export interface DB {
  organizations: OrganizationsTable;
  organization_modules: OrganizationModulesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  signing_keys: SigningKeysTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  organization_configurations: OrganizationConfigurationsTable;
  user_configurations: UserConfigurationsTable;
  features: FeaturesTable;
  feature_organizations: FeatureOrganizationsTable;
  audit_events: AuditEventsTable;
  client_errors: ClientErrorsTable;
}
