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
export interface SecurityTables extends AuthorizationTables {
  known_clients: KnownClientsTable;
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
