import { defineMessages } from '../../../shared/i18n';

/** The authorization pages (spec 2.4 "Security", spec 3.4, 5 and 8). */
export const permissionMessages = defineMessages({
  heading: { id: 'security.permissions.heading', defaultMessage: 'Permissions' },
  table: { id: 'security.permissions.table', defaultMessage: 'Permissions' },
  create: { id: 'security.permissions.create', defaultMessage: 'Create permission' },
  createTitle: { id: 'security.permissions.createTitle', defaultMessage: 'New permission' },
  editTitle: { id: 'security.permissions.editTitle', defaultMessage: 'Edit permission' },
  empty: { id: 'security.permissions.empty', defaultMessage: 'No permissions yet.' },
  confirmTitle: { id: 'security.permissions.confirm.title', defaultMessage: 'Delete permissions' },
  confirmText: {
    id: 'security.permissions.confirm.text',
    defaultMessage: '{count, plural, one {Delete # permission?} other {Delete # permissions?}}',
  },
  deleted: {
    id: 'security.permissions.deleted',
    defaultMessage: '{count, plural, one {# permission deleted.} other {# permissions deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.permissions.deletedWithErrors',
    defaultMessage: 'Permissions deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.permissions.deleteFailed',
    defaultMessage: 'Something went wrong when deleting permissions',
  },
  createFailed: {
    id: 'security.permissions.createFailed',
    defaultMessage: 'Something went wrong when creating permissions',
  },
  editFailed: {
    id: 'security.permissions.editFailed',
    defaultMessage: 'Something went wrong when editing permissions',
  },
  nameTaken: {
    id: 'security.permissions.nameTaken',
    defaultMessage: 'Permission name already exists.',
  },
});

export const roleMessages = defineMessages({
  heading: { id: 'security.roles.heading', defaultMessage: 'Roles' },
  table: { id: 'security.roles.table', defaultMessage: 'Roles' },
  create: { id: 'security.roles.create', defaultMessage: 'Create role' },
  createTitle: { id: 'security.roles.createTitle', defaultMessage: 'New role' },
  editTitle: { id: 'security.roles.editTitle', defaultMessage: 'Edit role' },
  empty: { id: 'security.roles.empty', defaultMessage: 'No roles yet.' },
  confirmTitle: { id: 'security.roles.confirm.title', defaultMessage: 'Delete roles' },
  confirmText: {
    id: 'security.roles.confirm.text',
    defaultMessage: '{count, plural, one {Delete # role?} other {Delete # roles?}}',
  },
  deleted: {
    id: 'security.roles.deleted',
    defaultMessage: '{count, plural, one {# role deleted.} other {# roles deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.roles.deletedWithErrors',
    defaultMessage: 'Roles deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.roles.deleteFailed',
    defaultMessage: 'Something went wrong when deleting roles',
  },
  createFailed: {
    id: 'security.roles.createFailed',
    defaultMessage: 'Something went wrong when creating roles',
  },
  editFailed: {
    id: 'security.roles.editFailed',
    defaultMessage: 'Something went wrong when editing roles',
  },
  nameTaken: { id: 'security.roles.nameTaken', defaultMessage: 'Role name already exists.' },
  permissions: { id: 'security.roles.permissions', defaultMessage: 'Permissions' },
  permissionCount: {
    id: 'security.roles.permissionCount',
    defaultMessage: '{count, plural, one {# permission} other {# permissions}}',
  },
});

export const userGroupMessages = defineMessages({
  heading: { id: 'security.userGroups.heading', defaultMessage: 'User groups' },
  table: { id: 'security.userGroups.table', defaultMessage: 'User groups' },
  create: { id: 'security.userGroups.create', defaultMessage: 'Create user group' },
  createTitle: { id: 'security.userGroups.createTitle', defaultMessage: 'New user group' },
  editTitle: { id: 'security.userGroups.editTitle', defaultMessage: 'Edit user group' },
  empty: { id: 'security.userGroups.empty', defaultMessage: 'No user groups yet.' },
  confirmTitle: { id: 'security.userGroups.confirm.title', defaultMessage: 'Delete user groups' },
  confirmText: {
    id: 'security.userGroups.confirm.text',
    defaultMessage: '{count, plural, one {Delete # user group?} other {Delete # user groups?}}',
  },
  deleted: {
    id: 'security.userGroups.deleted',
    defaultMessage: '{count, plural, one {# user group deleted.} other {# user groups deleted.}}',
  },
  deletedWithErrors: {
    id: 'security.userGroups.deletedWithErrors',
    defaultMessage: 'User groups deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'security.userGroups.deleteFailed',
    defaultMessage: 'Something went wrong when deleting user groups',
  },
  createFailed: {
    id: 'security.userGroups.createFailed',
    defaultMessage: 'Something went wrong when creating user groups',
  },
  editFailed: {
    id: 'security.userGroups.editFailed',
    defaultMessage: 'Something went wrong when editing user groups',
  },
  nameTaken: {
    id: 'security.userGroups.nameTaken',
    defaultMessage: 'User group name already exists.',
  },
  mappedGroupName: {
    id: 'security.userGroups.mappedGroupName',
    defaultMessage: 'Mapped group name',
  },
  roles: { id: 'security.userGroups.roles', defaultMessage: 'Roles' },
  members: { id: 'security.userGroups.members', defaultMessage: 'Members' },
  roleCount: {
    id: 'security.userGroups.roleCount',
    defaultMessage: '{count, plural, one {# role} other {# roles}}',
  },
  memberCount: {
    id: 'security.userGroups.memberCount',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
});
