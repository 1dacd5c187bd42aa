import { EntityPage } from '../entities/EntityPage';
import { permissionsKind, rolesKind, userGroupsKind } from './kinds';

/** Permissions (spec 2.4 "Security"): create, edit, delete. */
export function PermissionsPage() {
  return <EntityPage kind={permissionsKind} />;
}

/** Roles grouping permissions. */
export function RolesPage() {
  return <EntityPage kind={rolesKind} />;
}

/** User groups grouping roles and users, mapped to a directory group by name. */
export function UserGroupsPage() {
  return <EntityPage kind={userGroupsKind} />;
}
