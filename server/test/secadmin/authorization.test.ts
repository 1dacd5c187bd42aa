import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthzRole,
  DeleteByIdResult,
  Permission,
  UserGroup,
} from '../../../src/shared/contracts/authorization';
import { userGroupsForExternalGroups } from '../../src/services/secadmin/authorization-store';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';
import { addOrganizationAdmins } from './support';

let server: TestServer;
let nordAdmin: string;
let fjordAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  await addOrganizationAdmins(server);
  nordAdmin = (await login(server.app, 'nordadmin@example.com')).access_token;
  fjordAdmin = (await login(server.app, 'fjordadmin@example.com')).access_token;
});
afterAll(() => server.close());

const base = (org: number, path: string) => `/api/secadmin/v1/${org}/${path}`;

const send = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const userIdOf = async (email: string) =>
  (
    await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const auditCount = async (entityType: string, eventType: string, entityId: number) =>
  (
    await server.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('entity_type', '=', entityType)
      .where('event_type', '=', eventType)
      .where('entity_id', '=', String(entityId))
      .execute()
  ).length;

describe('secAdmin authorization', () => {
  it('groups permissions into roles and roles into user groups, names unique per organization', async () => {
    const read = await send('POST', base(2, 'permissions'), nordAdmin, {
      name: ' meters.read ',
      description: 'Read meters',
    });
    expect(read.statusCode).toBe(201);
    const permission = read.json<Permission>();
    expect(permission).toMatchObject({ name: 'meters.read', description: 'Read meters' });
    expect(await auditCount('PERMISSION', 'CREATED', permission.id)).toBe(1);

    const again = await send('POST', base(2, 'permissions'), nordAdmin, {
      name: 'meters.read',
      description: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Permission name already exists.' });

    const role = await send('POST', base(2, 'roles'), nordAdmin, {
      name: 'Meter reader',
      description: '',
      permissionIds: [permission.id],
    });
    expect(role.statusCode).toBe(201);
    const created = role.json<AuthzRole>();
    expect(created.permissionIds).toEqual([permission.id]);
    const roleAgain = await send('POST', base(2, 'roles'), nordAdmin, {
      name: 'Meter reader',
      description: '',
      permissionIds: [],
    });
    expect(roleAgain.json()).toEqual({ message: 'Role name already exists.' });

    const operator = await userIdOf('operator@example.com');
    const group = await send('POST', base(2, 'user-groups'), nordAdmin, {
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
    const groupAgain = await send('POST', base(2, 'user-groups'), nordAdmin, {
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
      await userGroupsForExternalGroups(server.database.db, 2, ['CN=field,OU=groups', 'other']),
    ).toEqual([{ id: userGroup.id, name: 'Field crew', mappedGroupName: 'CN=field,OU=groups' }]);
    expect(
      await userGroupsForExternalGroups(server.database.db, 3, ['CN=field,OU=groups']),
    ).toEqual([]);

    // Editing keeps the name unique too, and replaces the links.
    await send('POST', base(2, 'roles'), nordAdmin, {
      name: 'Planner',
      description: '',
      permissionIds: [],
    });
    const clash = await send('PUT', `${base(2, 'roles')}/${created.id}`, nordAdmin, {
      name: 'Planner',
      description: '',
      permissionIds: [],
    });
    expect(clash.statusCode).toBe(409);
    const edited = await send('PUT', `${base(2, 'roles')}/${created.id}`, nordAdmin, {
      name: 'Meter reader 2',
      description: 'Renamed',
      permissionIds: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AuthzRole>()).toMatchObject({ name: 'Meter reader 2', permissionIds: [] });

    // Another organization may use the same names.
    expect(
      (
        await send('POST', base(3, 'permissions'), fjordAdmin, {
          name: 'meters.read',
          description: '',
        })
      ).statusCode,
    ).toBe(201);

    // Deleting a role takes it out of its user groups.
    const removed = await send('POST', `${base(2, 'roles')}/delete`, nordAdmin, {
      ids: [created.id, 999_999],
    });
    expect(removed.json<DeleteByIdResult>()).toEqual({ deleted: [created.id], failed: [999_999] });
    const groups = (await send('GET', base(2, 'user-groups'), nordAdmin)).json<UserGroup[]>();
    expect(groups.find((g) => g.id === userGroup.id)?.roleIds).toEqual([]);
    expect(await auditCount('AUTHZ_ROLE', 'DELETED', created.id)).toBe(1);
  });

  it("refuses links to another organization's rows and to users outside it", async () => {
    const theirs = (
      await send('POST', base(3, 'permissions'), fjordAdmin, { name: 'theirs', description: '' })
    ).json<Permission>();
    const role = await send('POST', base(2, 'roles'), nordAdmin, {
      name: 'Borrower',
      description: '',
      permissionIds: [theirs.id],
    });
    expect(role.statusCode).toBe(400);
    const outsider = await userIdOf('fjordadmin@example.com');
    const group = await send('POST', base(2, 'user-groups'), nordAdmin, {
      name: 'With outsider',
      description: '',
      mappedGroupName: '',
      roleIds: [],
      memberIds: [outsider],
    });
    expect(group.statusCode).toBe(400);
    const blank = await send('POST', base(2, 'permissions'), nordAdmin, {
      name: '   ',
      description: '',
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await send('POST', base(2, 'permissions'), nordAdmin, {
      name: 'x',
      description: '',
      extra: 1,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps an organization's admin out of another's authorization", async () => {
    const ours = (
      await send('POST', base(2, 'permissions'), nordAdmin, { name: 'ours', description: '' })
    ).json<Permission>();
    for (const path of ['permissions', 'roles', 'user-groups']) {
      expect((await send('GET', base(2, path), fjordAdmin)).statusCode).toBe(404);
    }
    const put = await send('PUT', `${base(2, 'permissions')}/${ours.id}`, fjordAdmin, {
      name: 'taken over',
      description: '',
    });
    expect(put.statusCode).toBe(404);
    // Through their own organization's path, our row is not theirs to change.
    const viaOwn = await send('PUT', `${base(3, 'permissions')}/${ours.id}`, fjordAdmin, {
      name: 'taken over',
      description: '',
    });
    expect(viaOwn.statusCode).toBe(404);
    const deleted = await send('POST', `${base(3, 'permissions')}/delete`, fjordAdmin, {
      ids: [ours.id],
    });
    expect(deleted.json<DeleteByIdResult>()).toEqual({ deleted: [], failed: [ours.id] });
    const still = (await send('GET', base(2, 'permissions'), nordAdmin)).json<Permission[]>();
    expect(still.find((p) => p.id === ours.id)?.name).toBe('ours');
  });
});
