import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface KnownClientsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  notation: string;
  description: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** The tables of the secAdmin service (its sessions are the identity service's). */
export interface SecurityTables extends IdpTables, AuthorizationTables {
  known_clients: KnownClientsTable;
}

export interface LdapAuthenticatorsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  /** JSON array of ldap:// or ldaps:// addresses. */
  urls: string;
  base: string;
  username_key: string;
  bind_dn: string | null;
  /** The service account's bind password: never answered. */
  password_key: string | null;
  is_default: number;
  kerberos_enabled: number;
  /** Base64: never answered. */
  keytab: string | null;
  service_principal: string | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface RsaAuthenticatorsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  url: string;
  client_id_key: string;
  /** Never answered. */
  client_key: string | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface IdpMappingsTable {
  id: Generated<number>;
  organization_id: number;
  authenticator_id: number;
  login_domain: string;
  /** A user group's id, kept as a plain number. */
  user_group_id: number | null;
  kerberos_enabled: number;
  updated: Timestamp;
  updated_by: number | null;
  /** When an owner approved the domain's claim; null: waiting, not used at sign-in. */
  approved_at: Timestamp | null;
  approved_by: number | null;
}

export interface SamlContactsTable {
  id: Generated<number>;
  organization_id: number;
  contact_type: string;
  company: string;
  name: string;
  email: string;
  phone: string;
  updated: Timestamp;
  updated_by: number | null;
}

export interface ValidationRulesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  min: number | null;
  max: number | null;
  pattern: string | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface LoginCustomizationsTable {
  organization_id: number;
  company_title: string;
  disclosure_intro: string;
  disclosure_text: string;
  attention: string;
  logo: Buffer | null;
  logo_type: string | null;
  logo_version: string | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** The identity provider settings (securityIDP). */
export interface IdpTables {
  ldap_authenticators: LdapAuthenticatorsTable;
  rsa_authenticators: RsaAuthenticatorsTable;
  idp_mappings: IdpMappingsTable;
  saml_contacts: SamlContactsTable;
  validation_rules: ValidationRulesTable;
  login_customizations: LoginCustomizationsTable;
}

/** Shared by permissions, roles and user groups: named within their organization. */
interface NamedEntityColumns {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export type PermissionsTable = NamedEntityColumns;
export type RolesTable = NamedEntityColumns;
export interface UserGroupsTable extends NamedEntityColumns {
  /** The directory group whose members belong to this user group. */
  mapped_group_name: string;
}

export type SessionLimitKind = 'LIFETIME' | 'CONCURRENT';

export interface SessionLimitsTable extends NamedEntityColumns {
  kind: SessionLimitKind;
  rank: number;
  timeout_seconds: number | null;
  user_limit: number | null;
  client_ip_limit: number | null;
  on_limit: string | null;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}
export interface UserGroupRolesTable {
  user_group_id: number;
  role_id: number;
}
export interface UserGroupMembersTable {
  user_group_id: number;
  user_id: number;
}
export interface SessionLimitUserGroupsTable {
  session_limit_id: number;
  user_group_id: number;
}
export interface SessionLimitKnownClientsTable {
  session_limit_id: number;
  known_client_id: number;
}

/** Authorization and session limits of the secAdmin service. */
export interface AuthorizationTables {
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_groups: UserGroupsTable;
  user_group_roles: UserGroupRolesTable;
  user_group_members: UserGroupMembersTable;
  session_limits: SessionLimitsTable;
  session_limit_user_groups: SessionLimitUserGroupsTable;
  session_limit_known_clients: SessionLimitKnownClientsTable;
}
