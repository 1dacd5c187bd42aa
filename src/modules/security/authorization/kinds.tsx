import { identityApi } from '../../../shared/api';
import type {
  AuthzRole,
  AuthzRoleInput,
  Permission,
  PermissionInput,
  UserGroup,
  UserGroupInput,
} from '../../../shared/contracts';
import type { OrgUser } from '../../../shared/contracts/org-users';
import {
  descriptionColumn,
  NameAndDescription,
  resourceMessages,
  sameShape,
  TextCell,
  TextField,
  textError,
  type FieldsProps,
  type ResourceKind,
} from '../../../shared/ui/resource';
import {
  descriptionError,
  nameError,
  optionsOf,
  SecadminIdsField,
  secadminKind,
} from '../entities/kinds';
import { securityKeys } from '../keys';
import { permissionMessages, roleMessages, userGroupMessages } from './messages';

const MAPPED_GROUP_NAME_MAX = 256;

const emptyPermission: PermissionInput = { name: '', description: '' };

export const permissionsKind: ResourceKind<Permission, PermissionInput> = {
  ...secadminKind<Permission, PermissionInput>('permissions'),
  labelOf: (permission) => permission.name,
  emptyInput: emptyPermission,
  toInput: ({ name, description }) => ({ name, description }),
  isInput: sameShape(emptyPermission),
  validate: (t, input) => ({
    name: nameError(t, input.name),
    description: descriptionError(t, input.description),
  }),
  Fields: NameAndDescription,
  columns: (t) => [{ ...descriptionColumn, header: t(resourceMessages.columnDescription) }],
  messages: permissionMessages,
};

const emptyRole: AuthzRoleInput = { name: '', description: '', permissionIds: [] };

function RoleFields(props: FieldsProps<AuthzRoleInput>) {
  const { draft, set, organizationId } = props;
  return (
    <>
      <NameAndDescription {...props} />
      <SecadminIdsField
        label={roleMessages.permissions}
        value={draft.permissionIds}
        onChange={(permissionIds) => set({ permissionIds })}
        options={optionsOf<Permission>('permissions', organizationId)}
        idOf={(permission) => permission.id}
        labelOf={(permission) => permission.name}
      />
    </>
  );
}

export const rolesKind: ResourceKind<AuthzRole, AuthzRoleInput> = {
  ...secadminKind<AuthzRole, AuthzRoleInput>('roles'),
  labelOf: (role) => role.name,
  emptyInput: emptyRole,
  toInput: ({ name, description, permissionIds }) => ({ name, description, permissionIds }),
  isInput: sameShape(emptyRole),
  validate: (t, input) => ({
    name: nameError(t, input.name),
    description: descriptionError(t, input.description),
  }),
  Fields: RoleFields,
  columns: (t) => [
    { ...descriptionColumn, header: t(resourceMessages.columnDescription) },
    {
      key: 'permissions',
      header: t(roleMessages.permissions),
      minWidth: 140,
      priority: 'high',
      render: (row) => (
        <TextCell text={t(roleMessages.permissionCount, { count: row.permissionIds.length })} />
      ),
    },
  ],
  messages: roleMessages,
};

const emptyGroup: UserGroupInput = {
  name: '',
  description: '',
  mappedGroupName: '',
  roleIds: [],
  memberIds: [],
};

/** The organization's users to choose members from (the first page: up to a few hundred). */
const usersOf = (organizationId: number) => ({
  queryKey: securityKeys.organizationUsers(organizationId),
  queryFn: async (): Promise<OrgUser[]> =>
    (await identityApi.organizationUsers(organizationId)).users,
});

function UserGroupFields(props: FieldsProps<UserGroupInput>) {
  const { draft, set, errors, organizationId } = props;
  return (
    <>
      <NameAndDescription {...props} />
      <TextField
        label={userGroupMessages.mappedGroupName}
        value={draft.mappedGroupName}
        onChange={(mappedGroupName) => set({ mappedGroupName })}
        error={errors.mappedGroupName}
      />
      <SecadminIdsField
        label={userGroupMessages.roles}
        value={draft.roleIds}
        onChange={(roleIds) => set({ roleIds })}
        options={optionsOf<AuthzRole>('roles', organizationId)}
        idOf={(role) => role.id}
        labelOf={(role) => role.name}
      />
      <SecadminIdsField
        label={userGroupMessages.members}
        value={draft.memberIds}
        onChange={(memberIds) => set({ memberIds })}
        options={usersOf(organizationId)}
        idOf={(user) => user.userId}
        labelOf={(user) => `${user.name} <${user.email}>`}
      />
    </>
  );
}

export const userGroupsKind: ResourceKind<UserGroup, UserGroupInput> = {
  ...secadminKind<UserGroup, UserGroupInput>('user-groups'),
  labelOf: (group) => group.name,
  emptyInput: emptyGroup,
  toInput: ({ name, description, mappedGroupName, roleIds, memberIds }) => ({
    name,
    description,
    mappedGroupName,
    roleIds,
    memberIds,
  }),
  isInput: sameShape(emptyGroup),
  validate: (t, input) => ({
    name: nameError(t, input.name),
    description: descriptionError(t, input.description),
    mappedGroupName: textError(t, input.mappedGroupName, MAPPED_GROUP_NAME_MAX, false),
  }),
  Fields: UserGroupFields,
  columns: (t) => [
    {
      key: 'mapped',
      header: t(userGroupMessages.mappedGroupName),
      minWidth: 160,
      grow: 2,
      priority: 'high',
      render: (row) => <TextCell text={row.mappedGroupName} />,
    },
    {
      key: 'roles',
      header: t(userGroupMessages.roles),
      minWidth: 110,
      priority: 'low',
      render: (row) => (
        <TextCell text={t(userGroupMessages.roleCount, { count: row.roleIds.length })} />
      ),
    },
    {
      key: 'members',
      header: t(userGroupMessages.members),
      minWidth: 120,
      priority: 'low',
      render: (row) => (
        <TextCell text={t(userGroupMessages.memberCount, { count: row.memberIds.length })} />
      ),
    },
  ],
  messages: userGroupMessages,
};
