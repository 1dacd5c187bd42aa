import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LdapAuthenticator } from '@contracts/idp';
import { DIRECTORY_UNREACHABLE } from '@contracts/idp';
import { insertUser } from '../../src/services/identity/create';
import {
  directoryAuthenticator,
  domainMapping,
  LDAP_GROUP,
  LDAP_USER,
  startSlapd,
  type RunningSlapd,
} from '../../../tests/support/slapd';
import { bearer, form, login, startTestServer, type TestServer } from '../support';

let server: TestServer;
let slapd: RunningSlapd;
let admin: string;
let authenticatorId: number;
/** A port that accepts connections and never answers: a directory that hangs. */
let silent: Server;
const sockets: Socket[] = [];

const ldapBase = '/api/secadmin/v1/1/ldap-authenticators';

function signIn(username: string, password: string) {
  return server.app.inject(form({ grant_type: 'password', scope: 'console', username, password }));
}

async function pointAt(urls: string[]) {
  const response = await server.app.inject({
    method: 'PUT',
    url: `${ldapBase}/${authenticatorId}`,
    headers: bearer(admin),
    // A new address takes the service account's password again.
    payload: directoryAuthenticator(urls, { name: 'Example directory', isDefault: true }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  // The directory runs on loopback, which the operator allows here (reserved otherwise).
  [server, slapd] = await Promise.all([
    startTestServer({ CONNECTIVITY_ALLOWED_NETWORKS: '127.0.0.1/32' }),
    startSlapd(),
  ]);
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  admin = (await login(server.app, 'admin@example.com')).access_token;
  await server.database.db.transaction().execute((trx) =>
    insertUser(trx, {
      organizationId: 1,
      email: LDAP_USER.mail,
      name: 'Ada Lovelace',
      passwordHash: null,
      roles: [[1, 'OPERATOR']],
    }),
  );
  const created = await server.app.inject({
    method: 'POST',
    url: ldapBase,
    headers: bearer(admin),
    payload: directoryAuthenticator([slapd.url], { name: 'Example directory', isDefault: true }),
  });
  expect(created.statusCode, created.body).toBe(201);
  authenticatorId = created.json<LdapAuthenticator>().authenticatorId;
  const mapped = await server.app.inject({
    method: 'POST',
    url: '/api/secadmin/v1/1/idp-mappings',
    headers: bearer(admin),
    payload: domainMapping(authenticatorId, 'Example.org'),
  });
  expect(mapped.statusCode, mapped.body).toBe(201);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  if (silent) await new Promise((resolve) => silent.close(resolve));
  await Promise.all([server?.close(), slapd?.stop()]);
});

describe('sign-in through an LDAP authenticator', () => {
  it('signs the directory user in as the console user with that e-mail, with their roles', async () => {
    const response = await signIn('ADA@example.org', LDAP_USER.password);
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    const me = await server.app.inject({ url: '/api/identity/users/me', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.body).toContain(LDAP_USER.mail);
    const event = await server.database.db
      .selectFrom('audit_events')
      .select('payload')
      .where('event_type', '=', 'LOGIN_SUCCEEDED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The user's directory groups were read (the seam user groups are mapped through).
    expect(JSON.parse(String(event.payload))).toMatchObject({
      method: 'LDAP',
      directoryGroups: [LDAP_GROUP],
    });
  });

  it("sets the user's mapped user groups from the directory's groups at each sign-in", async () => {
    const ada = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', LDAP_USER.mail)
      .executeTakeFirstOrThrow();
    const group = async (name: string, mappedGroupName: string, memberIds: number[]) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/secadmin/v1/1/user-groups',
        headers: bearer(admin),
        payload: { name, description: '', mappedGroupName, roleIds: [], memberIds },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const fromDirectory = await group('Directory operators', LDAP_GROUP, []);
    const notAnyMore = await group('Former team', 'a-group-ada-left', [ada.id]);
    const byHand = await group('Kept by hand', '', [ada.id]);
    const response = await signIn(LDAP_USER.mail, LDAP_USER.password);
    expect(response.statusCode, response.body).toBe(200);
    const memberOf = await server.database.db
      .selectFrom('user_group_members')
      .select('user_group_id')
      .where('user_id', '=', ada.id)
      .orderBy('user_group_id')
      .execute();
    expect(memberOf.map((row) => row.user_group_id)).toEqual(
      [fromDirectory, byHand].sort((a, b) => a - b),
    );
    expect(memberOf.map((row) => row.user_group_id)).not.toContain(notAnyMore);
  });

  it('refuses a wrong password with the sign-in message (an empty one never binds)', async () => {
    expect((await signIn(LDAP_USER.mail, '')).statusCode).toBe(400);
    for (const password of ['not-the-password', ' ']) {
      const response = await signIn(LDAP_USER.mail, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid password/username' });
    }
  });

  it('refuses a login the directory does not know, and one the console does not know, alike', async () => {
    const unknown = await signIn('ghost@example.org', 'whatever-it-is');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Invalid password/username' });
    // The directory would take this password: without a console user it is still no sign-in,
    // answered as a wrong password is (no answer tells which accounts the directory has).
    const notInConsole = await signIn('nobody@example.org', 'nobody-directory-pass');
    expect(notInConsole.statusCode).toBe(400);
    expect(notInConsole.body).toBe(unknown.body);
  });

  it('says the directory cannot be reached when it is down or silent, within seconds', async () => {
    // A port just given up: nothing listens there (slapd.port + 1 may be another test's slapd).
    const freed = createServer();
    await new Promise<void>((resolve) => freed.listen(0, '127.0.0.1', resolve));
    const freedPort = (freed.address() as { port: number }).port;
    await new Promise((resolve) => freed.close(resolve));
    const closed = `ldap://127.0.0.1:${freedPort}`;
    const address = silent.address();
    const hanging = `ldap://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await pointAt([closed, hanging]);
    try {
      const started = Date.now();
      const response = await signIn(LDAP_USER.mail, LDAP_USER.password);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: DIRECTORY_UNREACHABLE });
      // Two addresses, each capped at a few seconds: no stall.
      expect(Date.now() - started).toBeLessThan(15_000);
      // The next address is tried when one is down.
      await pointAt([closed, slapd.url]);
      expect((await signIn(LDAP_USER.mail, LDAP_USER.password)).statusCode).toBe(200);
    } finally {
      await pointAt([slapd.url]);
    }
  }, 30_000);

  it('leaves password sign-in of other domains alone', async () => {
    expect((await login(server.app, 'operator@example.com')).access_token).toBeTruthy();
  });
});
