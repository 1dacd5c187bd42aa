import { describe, expect, it } from 'vitest';
import type { AuthzRole, DeleteByIdResult, Permission, UserGroup } from '@contracts/authorization';
import { userGroupsForExternalGroups } from '../../src/services/secadmin/authorization-store';
import { adminsSuite } from './support';

const suite = adminsSuite();
const { send, userIdOf, base } = suite;

const auditCount = async (entityType: string, eventType: string, entityId: number) =>
  (
    await suite.server.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('entity_type', '=', entityType)
      .where('event_type', '=', eventType)
      .where('entity_id', '=', String(entityId))
      .execute()
  ).length;

describe('secAdmin authorization', () => {
  it('groups permissions into roles and roles into user groups, names unique per organization', async () => {
    const read = await send('POST', base(2, 'permissions'), suite.nordAdmin, {
      name: ' meters.read ',
      description: 'Read meters',
    });
    expect(read.statusCode).toBe(201);
    const permission = read.json<Permission>();
    expect(permission).toMatchObject({ name: 'meters.read', description: 'Read meters' });
    expect(await auditCount('PERMISSION', 'CREATED', permission.id)).toBe(1);

    const again = await send('POST', base(2, 'permissions'), suite.nordAdmin, {
      name: 'meters.read',
      description: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Permission name already exists.' });

    const role = await send('POST', base(2, 'roles'), suite.nordAdmin, {
      name: 'Meter reader',
      description: '',
      permissionIds: [permission.id],
    });
    expect(role.statusCode).toBe(201);
    const created = role.json<AuthzRole>();
    expect(created.permissionIds).toEqual([permission.id]);
    const roleAgain = await send('POST', base(2, 'roles'), suite.nordAdmin, {
      name: 'Meter reader',
      description: '',
      permissionIds: [],
    });
    expect(roleAgain.json()).toEqual({ message: 'Role name already exists.' });

    const operator = await userIdOf('operator@example.com');
    const group = await send('POST', base(2, 'user-groups'), suite.nordAdmin, {
      name: 'Field crew',
      description: 'Readers in the field',
      mappedGroupName: 'CN=field,OU=groups',
      roleIds: [created.id],
      memberIds: [operator],
    });
    expect(group.statusCode).toBe(201);
    const userGroup = group.json<UserGroup>();
    expect(userGroup).toMatchObject({
      mappedGroupName: 'CN=field,OU=groups',
      roleIds: [created.id],
      memberIds: [operator],
    });
    const groupAgain = await send('POST', base(2, 'user-groups'), suite.nordAdmin, {
      name: 'Field crew',
      description: '',
      mappedGroupName: '',
      roleIds: [],
      memberIds: [],
    });
    expect(groupAgain.statusCode).toBe(409);
    expect(groupAgain.json()).toEqual({ message: 'User group name already exists.' });

    // Directory sign-in finds the group by its mapped name.
    expect(
      await userGroupsForExternalGroups(suite.server.database.db, 2, [
        'CN=field,OU=groups',
        'other',
      ]),
    ).toEqual([{ id: userGroup.id, name: 'Field crew', mappedGroupName: 'CN=field,OU=groups' }]);
    expect(
      await userGroupsForExternalGroups(suite.server.database.db, 3, ['CN=field,OU=groups']),
    ).toEqual([]);

    // Editing keeps the name unique too, and replaces the links.
    await send('POST', base(2, 'roles'), suite.nordAdmin, {
      name: 'Planner',
      description: '',
      permissionIds: [],
    });
    const clash = await send('PUT', `${base(2, 'roles')}/${created.id}`, suite.nordAdmin, {
      name: 'Planner',
      description: '',
      permissionIds: [],
    });
    expect(clash.statusCode).toBe(409);
    const edited = await send('PUT', `${base(2, 'roles')}/${created.id}`, suite.nordAdmin, {
      name: 'Meter reader 2',
      description: 'Renamed',
      permissionIds: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AuthzRole>()).toMatchObject({ name: 'Meter reader 2', permissionIds: [] });

    // Another organization may use the same names.
    expect(
      (
        await send('POST', base(3, 'permissions'), suite.fjordAdmin, {
          name: 'meters.read',
          description: '',
        })
      ).statusCode,
    ).toBe(201);

    // Deleting a role takes it out of its user groups.
    const removed = await send('POST', `${base(2, 'roles')}/delete`, suite.nordAdmin, {
      ids: [created.id, 999_999],
    });
    expect(removed.json<DeleteByIdResult>()).toEqual({ deleted: [created.id], failed: [999_999] });
    const groups = (await send('GET', base(2, 'user-groups'), suite.nordAdmin)).json<UserGroup[]>();
    expect(groups.find((g) => g.id === userGroup.id)?.roleIds).toEqual([]);
    expect(await auditCount('AUTHZ_ROLE', 'DELETED', created.id)).toBe(1);
  });

  it("refuses links to another organization's rows and to users outside it", async () => {
    const theirs = (
      await send('POST', base(3, 'permissions'), suite.fjordAdmin, {
        name: 'theirs',
        description: '',
      })
    ).json<Permission>();
    const role = await send('POST', base(2, 'roles'), suite.nordAdmin, {
      name: 'Borrower',
      description: '',
      permissionIds: [theirs.id],
    });
    expect(role.statusCode).toBe(400);
    const outsider = await userIdOf('fjordadmin@example.com');
    const group = await send('POST', base(2, 'user-groups'), suite.nordAdmin, {
      name: 'With outsider',
      description: '',
      mappedGroupName: '',
      roleIds: [],
      memberIds: [outsider],
    });
    expect(group.statusCode).toBe(400);
    const blank = await send('POST', base(2, 'permissions'), suite.nordAdmin, {
      name: '   ',
      description: '',
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await send('POST', base(2, 'permissions'), suite.nordAdmin, {
      name: 'x',
      description: '',
      extra: 1,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps an organization's admin out of another's authorization", async () => {
    const ours = (
      await send('POST', base(2, 'permissions'), suite.nordAdmin, { name: 'ours', description: '' })
    ).json<Permission>();
    for (const path of ['permissions', 'roles', 'user-groups']) {
      expect((await send('GET', base(2, path), suite.fjordAdmin)).statusCode).toBe(404);
    }
    const put = await send('PUT', `${base(2, 'permissions')}/${ours.id}`, suite.fjordAdmin, {
      name: 'taken over',
      description: '',
    });
    expect(put.statusCode).toBe(404);
    // Through their own organization's path, our row is not theirs to change.
    const viaOwn = await send('PUT', `${base(3, 'permissions')}/${ours.id}`, suite.fjordAdmin, {
      name: 'taken over',
      description: '',
    });
    expect(viaOwn.statusCode).toBe(404);
    const deleted = await send('POST', `${base(3, 'permissions')}/delete`, suite.fjordAdmin, {
      ids: [ours.id],
    });
    expect(deleted.json<DeleteByIdResult>()).toEqual({ deleted: [], failed: [ours.id] });
    const still = (await send('GET', base(2, 'permissions'), suite.nordAdmin)).json<Permission[]>();
    expect(still.find((p) => p.id === ours.id)?.name).toBe('ours');
  });
});
