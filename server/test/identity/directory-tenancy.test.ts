import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdpMapping, LdapAuthenticator } from '@contracts/idp';
import { DOMAIN_HAS_OTHER_USERS, SECRET_NEEDED_AGAIN } from '@contracts/idp';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { insertUser } from '../../src/services/identity/create';
import { SIGNIN_FAILURE_MIN_MS } from '../../src/services/identity/token-routes';
import {
  directoryAuthenticator,
  domainMapping,
  LDAP_SERVICE_DN,
  LDAP_SUFFIX,
  LDAP_USER,
  startSlapd,
  type RunningSlapd,
} from '../../../tests/support/slapd';
import { addOrganizationAdmins } from '../secadmin/support';
import { bearer, form, login, startTestServer, type TestServer } from '../support';

/**
 * Directory sign-in as a hostile customer admin would try it (issue: "Platform-wide identity
 * is the owner's", "Directory sign-in as strict as passwords"): nordkraft (2) has the
 * securityIDP feature and an LDAP authenticator on a real OpenLDAP server.
 */
let server: TestServer;
let slapd: RunningSlapd;
let owner: string;
let nordAdmin: string;
let authenticatorId: number;

const base = (org: number, path: string) => `/api/secadmin/v1/${org}/${path}`;

function send(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

function signIn(username: string, password: string, clientId?: string) {
  return server.app.inject(
    form({
      grant_type: 'password',
      scope: 'console',
      username,
      password,
      ...(clientId ? { client_id: clientId } : {}),
    }),
  );
}

/** A nordkraft user without a password of their own: the directory judges them. */
async function directoryUser(email: string, organizationId = 2) {
  await server.database.db.transaction().execute((trx) =>
    insertUser(trx, {
      organizationId,
      email,
      name: email,
      passwordHash: null,
      roles: [[organizationId, 'OPERATOR']],
    }),
  );
}

const authenticator = (extra: Record<string, unknown> = {}) =>
  directoryAuthenticator([slapd.url], { name: 'Nordkraft directory', ...extra });

async function mapDomain(loginDomain: string, token = nordAdmin) {
  return send('POST', base(2, 'idp-mappings'), token, domainMapping(authenticatorId, loginDomain));
}

async function approve(mappingId: number, token = owner) {
  return send('POST', base(2, `idp-mappings/${mappingId}/approval`), token);
}

async function mappedAndApproved(loginDomain: string): Promise<IdpMapping> {
  const created = await mapDomain(loginDomain);
  expect(created.statusCode, created.body).toBe(201);
  const approved = await approve(created.json<IdpMapping>().mappingId);
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<IdpMapping>();
}

beforeAll(async () => {
  [server, slapd] = await Promise.all([
    startTestServer({ CONNECTIVITY_ALLOWED_NETWORKS: '127.0.0.1/32', LOCKOUT_THRESHOLD: '3' }),
    startSlapd(),
  ]);
  await addOrganizationAdmins(server);
  const { db } = server.database;
  await db.updateTable('features').set({ enabled: 1 }).where('key', '=', 'securityIDP').execute();
  await db
    .insertInto('feature_organizations')
    .values({ feature_key: 'securityIDP', organization_id: 2 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  owner = (await login(server.app, 'admin@example.com')).access_token;
  nordAdmin = (await login(server.app, 'nordadmin@example.com')).access_token;
  const created = await send('POST', base(2, 'ldap-authenticators'), nordAdmin, authenticator());
  expect(created.statusCode, created.body).toBe(201);
  authenticatorId = created.json<LdapAuthenticator>().authenticatorId;
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.close(), slapd?.stop()]);
});

describe('a login-domain mapping claims only what its organization may', () => {
  it('is refused for a domain where another organization has users', async () => {
    // example.com: the owner's admin and fjordnett's admin sign in with passwords there.
    const answer = await mapDomain('example.com');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ message: DOMAIN_HAS_OTHER_USERS });
    const rows = await server.database.db
      .selectFrom('idp_mappings')
      .select('id')
      .where('login_domain', '=', 'example.com')
      .execute();
    expect(rows).toEqual([]);
  });

  it("waits for an owner's approval, and is not used at sign-in until then", async () => {
    await directoryUser('ada@nordkraft-dir.test');
    const created = await mapDomain('nordkraft-dir.test');
    expect(created.statusCode, created.body).toBe(201);
    const mapping = created.json<IdpMapping>();
    expect(mapping.approved).toBe(false);

    const before = await signIn('ada@nordkraft-dir.test', LDAP_USER.password);
    expect(before.statusCode, before.body).toBe(400);
    // Only an owner approves: the organization's own admin may not.
    expect((await approve(mapping.mappingId, nordAdmin)).statusCode).toBe(403);
    const approved = await approve(mapping.mappingId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<IdpMapping>().approved).toBe(true);
    const after = await signIn('ada@nordkraft-dir.test', LDAP_USER.password);
    expect(after.statusCode, after.body).toBe(200);
    const events = await server.database.db
      .selectFrom('audit_events')
      .select(['organization_id', 'created_by_id'])
      .where('entity_type', '=', 'IDP_MAPPING')
      .where('event_type', '=', 'APPROVED')
      .where('entity_id', '=', String(mapping.mappingId))
      .execute();
    expect(events).toEqual([{ organization_id: 2, created_by_id: 1 }]);
  });

  it('changing its domain needs an approval again', async () => {
    const mapping = await mappedAndApproved('nordkraft-moving.test');
    const moved = await send(
      'PUT',
      base(2, `idp-mappings/${mapping.mappingId}`),
      nordAdmin,
      domainMapping(authenticatorId, 'nordkraft-moved.test'),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<IdpMapping>().approved).toBe(false);
  });

  it('never judges a user of another organization, whatever mapping exists', async () => {
    // A mapping of the owner's domain in nordkraft, as one made before the rule would be.
    await server.database.db
      .insertInto('idp_mappings')
      .values({
        organization_id: 2,
        authenticator_id: authenticatorId,
        login_domain: 'example.com',
        user_group_id: null,
        kerberos_enabled: 0,
        updated: new Date().toISOString(),
        updated_by: null,
        approved_at: new Date().toISOString(),
        approved_by: 1,
      })
      .execute();
    try {
      // The owner's password is judged by the console, not sent to nordkraft's directory.
      const ownerSignIn = await signIn('admin@example.com', DEMO_PASSWORD);
      expect(ownerSignIn.statusCode, ownerSignIn.body).toBe(200);
      // fjordnett's admin too: and a wrong password stays wrong.
      expect((await signIn('fjordadmin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signIn('fjordadmin@example.com', LDAP_USER.password)).statusCode).toBe(400);
    } finally {
      await server.database.db
        .deleteFrom('idp_mappings')
        .where('login_domain', '=', 'example.com')
        .execute();
    }
  });

  it("takes only the organization's own user groups", async () => {
    const foreign = await server.database.db
      .insertInto('user_groups')
      .values({
        organization_id: 3,
        name: 'Fjordnett directory group',
        description: '',
        mapped_group_name: '',
        created: new Date().toISOString(),
        created_by: null,
        updated: new Date().toISOString(),
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await send('POST', base(2, 'idp-mappings'), nordAdmin, {
      ...domainMapping(authenticatorId, 'nordkraft-groups.test'),
      userGroupId: foreign.id,
    });
    expect(answer.statusCode, answer.body).toBe(400);
  });
});

describe('directory sign-in is as strict as the password path', () => {
  it('takes one @ per login: another never reaches the directory', async () => {
    // The directory would bind `ada` for this login (the part before the first @).
    const answer = await signIn('ada@v1@nordkraft-dir.test', LDAP_USER.password);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a right password of a directory account without a console user as a wrong one', async () => {
    await mappedAndApproved('nordkraft-nobody.test');
    const right = await signIn('ada@nordkraft-nobody.test', LDAP_USER.password);
    const wrong = await signIn('ada@nordkraft-nobody.test', 'not-the-password');
    expect([right.statusCode, wrong.statusCode]).toEqual([400, 400]);
    expect(right.body).toBe(wrong.body);
  });

  it('counts failures per directory account as well as per login', async () => {
    await server.database.db.deleteFrom('login_attempts').execute();
    await mappedAndApproved('nordkraft-second.test');
    await directoryUser('ada@nordkraft-second.test');
    // Three wrong passwords for ada through one login (the threshold here is 3) ...
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn('ada@nordkraft-dir.test', `wrong-${i}`)).statusCode).toBe(400);
    }
    // ... lock the directory account ada for the other login too.
    const other = await signIn('ada@nordkraft-second.test', LDAP_USER.password);
    expect(other.statusCode, other.body).toBe(429);
    await server.database.db.deleteFrom('login_attempts').execute();
  });

  it('answers every failed directory sign-in alike, none sooner than the floor', async () => {
    await server.database.db.deleteFrom('login_attempts').execute();
    await directoryUser('nobody-in-ldap@nordkraft-dir.test');
    const timed = async (username: string, password: string) => {
      const started = performance.now();
      const answer = await signIn(username, password);
      return { answer, ms: performance.now() - started };
    };
    const wrong = await timed('ada@nordkraft-dir.test', 'not-the-password');
    const noEntry = await timed('nobody-in-ldap@nordkraft-dir.test', LDAP_USER.password);
    const unknown = await timed('nobody-at-all@nordkraft-dir.test', LDAP_USER.password);
    for (const { answer, ms } of [wrong, noEntry, unknown]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toBe(wrong.answer.body);
      expect(ms).toBeGreaterThanOrEqual(SIGNIN_FAILURE_MIN_MS - 5);
    }
    await server.database.db.deleteFrom('login_attempts').execute();
  });
});

describe("an authenticator's secrets go only where its admin last gave them", () => {
  const path = () => base(2, `ldap-authenticators/${authenticatorId}`);

  it('needs the password key again to change an address or the bind DN', async () => {
    const { passwordKey: _kept, ...withoutSecret } = authenticator();
    for (const change of [
      { urls: ['ldap://directory.attacker.test:389'] },
      { bindDn: `cn=someone-else,${LDAP_SUFFIX}` },
    ]) {
      const answer = await send('PUT', path(), nordAdmin, { ...withoutSecret, ...change });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: SECRET_NEEDED_AGAIN });
    }
    const row = await server.database.db
      .selectFrom('ldap_authenticators')
      .select(['urls', 'bind_dn'])
      .where('id', '=', authenticatorId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.urls)).toEqual([slapd.url]);
    expect(row.bind_dn).toBe(LDAP_SERVICE_DN);
    // The same fields with the secret given again, or nothing changed: saved.
    expect((await send('PUT', path(), nordAdmin, withoutSecret)).statusCode).toBe(200);
    expect((await send('PUT', path(), nordAdmin, authenticator())).statusCode).toBe(200);
  });

  it('refuses an address on a reserved network that the operator has not allowed', async () => {
    const answer = await send('POST', base(2, 'ldap-authenticators'), nordAdmin, {
      ...authenticator({ name: 'Inside' }),
      urls: ['ldap://127.0.0.2:389'],
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ message: 'This IP is reserved.' });
  });

  it('never connects to a name that resolves to a reserved address', async () => {
    // A server without the test's allow-list: loopback is reserved there.
    const strict = await startTestServer();
    const sockets: Socket[] = [];
    const listener: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { db } = strict.database;
      const { port } = listener.address() as { port: number };
      const inserted = await db
        .insertInto('ldap_authenticators')
        .values({
          organization_id: 1,
          name: 'Rebound',
          urls: JSON.stringify([`ldap://localhost:${port}`]),
          base: LDAP_SUFFIX,
          username_key: 'uid',
          bind_dn: LDAP_SERVICE_DN,
          password_key: 'a-secret-for-the-real-directory',
          is_default: 1,
          kerberos_enabled: 0,
          keytab: null,
          service_principal: null,
          updated: new Date().toISOString(),
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) =>
        insertUser(trx, {
          organizationId: 1,
          email: 'ada@owner-dir.test',
          name: 'Ada',
          passwordHash: null,
          roles: [[1, 'OPERATOR']],
        }),
      );
      expect(inserted.id).toBeGreaterThan(0);
      const answer = await strict.app.inject(
        form({
          grant_type: 'password',
          scope: 'console',
          username: 'ada@owner-dir.test',
          password: 'anything',
        }),
      );
      expect(answer.statusCode, answer.body).toBe(503);
      expect(sockets).toHaveLength(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => listener.close(resolve));
      await strict.close();
    }
  });
});

describe('session limits cannot be escaped by the client id', () => {
  it('refuses a client id that is neither the console nor a known client', async () => {
    const known = await send('POST', base(2, 'known-clients'), nordAdmin, {
      name: 'Field tablets',
      notation: 'field-tablet',
      description: '',
    });
    expect(known.statusCode, known.body).toBe(201);
    const made = await signIn('operator@example.com', DEMO_PASSWORD, 'made-up-client');
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json()).toMatchObject({ error: 'invalid_client' });
    expect((await signIn('operator@example.com', DEMO_PASSWORD, 'field-tablet')).statusCode).toBe(
      200,
    );
    expect((await signIn('operator@example.com', DEMO_PASSWORD, 'console')).statusCode).toBe(200);
    expect((await signIn('operator@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
