import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { AuditEventsTable } from '../../src/db/schema';
import { insertUser } from '../../src/services/identity/create';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * Admins of nordkraft (2) and fjordnett (3), besides the demo's owner, with the demo
 * password: the demo has no admin of a customer organization.
 */
export async function addOrganizationAdmins(server: TestServer): Promise<void> {
  const { db } = server.database;
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (const [email, org] of [
      ['nordadmin@example.com', 2],
      ['fjordadmin@example.com', 3],
    ] as const) {
      await insertUser(trx, {
        organizationId: org,
        email,
        name: email,
        passwordHash,
        roles: [[org, 'ADMIN']],
      });
    }
  });
}

/** The session id an access token belongs to (its `sid` claim). */
export function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

/** A test file's server with the admins of nordkraft (2) and fjordnett (3) signed in. */
export interface AdminsSuite {
  server: TestServer;
  nordAdmin: string;
  fjordAdmin: string;
  /** A secAdmin route of the organization. */
  base: (org: number, path: string) => string;
  send: (
    method: 'POST' | 'PUT' | 'GET' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** A request to the identity service (`url` below `/api/identity`) as the holder of `token`. */
  identity: (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  userIdOf: (email: string) => Promise<number>;
  /** The audit events of a type about one entity (by its id). */
  auditRows: (
    eventType: string,
    entityId: number | string,
  ) => Promise<Selectable<AuditEventsTable>[]>;
}

/**
 * One server for the test file, started before its tests with the organization admins added
 * and signed in, and closed after them. Its fields are set once the file's tests run.
 */
export function adminsSuite(): AdminsSuite {
  const suite: AdminsSuite = {
    server: undefined as unknown as TestServer,
    nordAdmin: '',
    fjordAdmin: '',
    base: (org, path) => `/api/secadmin/v1/${org}/${path}`,
    send: (method, url, token, payload) =>
      suite.server.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      }),
    identity: (token, method, url, payload) =>
      suite.send(method, `/api/identity${url}`, token, payload),
    userIdOf: async (email) =>
      (
        await suite.server.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    auditRows: (eventType, entityId) =>
      suite.server.database.db
        .selectFrom('audit_events')
        .selectAll()
        .where('event_type', '=', eventType)
        .where('entity_id', '=', String(entityId))
        .execute(),
  };
  beforeAll(async () => {
    suite.server = await startTestServer();
    await addOrganizationAdmins(suite.server);
    suite.nordAdmin = (await login(suite.server.app, 'nordadmin@example.com')).access_token;
    suite.fjordAdmin = (await login(suite.server.app, 'fjordadmin@example.com')).access_token;
  });
  afterAll(() => suite.server.close());
  return suite;
}
