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

export interface ServiceAccountsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  credential_type: string;
  api_key_hash: string | null;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface FlowAccessesTable {
  id: Generated<number>;
  organization_id: number;
  service_account_id: number;
  /** Not a foreign key: an access may outlive its flow (an issue the console lists). */
  flow_id: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface FlowsTable {
  organization_id: number;
  id: string;
  description: string;
  exchange_pattern: string;
  state: string;
  groups_json: string;
  owner: string;
  spec_version: number;
  deployed_at: Timestamp;
  updated_at: Timestamp;
  allow_anonymous_access: Bool;
  redelivery_max_attempts: number;
  redelivery_timeout_ms: number;
  dead_letter_id: string;
  dead_letter_log_full_message: Bool;
  dead_letter_redelivery_ms: number;
  processors_json: string;
  documentation: string;
  inbound_kind: string;
  paused: Bool;
  disabled_by: number | null;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  /** Demo traffic: messages per minute and the share that fails. */
  traffic_per_minute: number;
  failure_rate: number;
}

export interface TracesTable {
  id: Generated<number>;
  organization_id: number;
  flow_id: string;
  exchange_id: string;
  name: string;
  type: string;
  /** Epoch milliseconds. */
  time_stamp: number;
  delivery_attempt_no: number;
  max_delivery_attempts: number;
  status: string;
  error_category: string | null;
  error_message: string | null;
  processing_time_ms: number;
  response_time_ms: number;
  payload_id: number | null;
  steps_json: string;
  source: string;
}

export interface PayloadsTable {
  id: Generated<number>;
  organization_id: number;
  content_type: string;
  /** The body when it is UTF-8 text without NUL; '' when it is kept in body_bytes. */
  body: string;
  /** The body's bytes when it is not such text; null when it is in body. */
  body_bytes: Buffer | null;
  /** Bytes of the body as received. */
  size: number;
  created: number;
}

/** An organization's stored payload bytes: the sum of its payloads' sizes. */
export interface PayloadUsageTable {
  organization_id: number;
  bytes: number;
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
  service_accounts: ServiceAccountsTable;
  flow_accesses: FlowAccessesTable;
  flows: FlowsTable;
  traces: TracesTable;
  payloads: PayloadsTable;
  payload_usage: PayloadUsageTable;
}
