import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServiceAccountDetails, ServiceAccountWithCredential } from '@contracts/heartbeat';
import { demoApiKey } from '../../src/demo/heartbeat';
import { sha256 } from '../../src/lib/crypto';
import { addMember, bearer, login, startLoggedApp, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
/** The same server on the same database, with every log line kept. */
let app: FastifyInstance;
/** Every line the app logged, at trace level. */
let logText: () => string;
let deployer: Record<string, string>;
let monitor: Record<string, string>;
let fjord: Record<string, string>;
/** A protected, running REST inbound flow of nordkraft other than meter-readings-in. */
let otherFlow: string;
let soapFlow: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ app, logText } = await startLoggedApp(server));
  await addMember(server.database, 'fjordadmin@example.com', 3, 'ADMIN');
  deployer = bearer((await login(app, 'deployer@example.com')).access_token);
  monitor = bearer((await login(app, 'monitor@example.com')).access_token);
  fjord = bearer((await login(app, 'fjordadmin@example.com')).access_token);
  const flows = await server.database.db
    .selectFrom('flows')
    .select(['id', 'inbound_kind'])
    .where('organization_id', '=', 2)
    .where('state', '=', 'STARTED')
    .where('paused', '=', 0)
    .where('allow_anonymous_access', '=', 0)
    .orderBy('id')
    .execute();
  const rest = flows.find((f) => f.inbound_kind === 'rest-inbound' && f.id !== 'meter-readings-in');
  const soap = flows.find((f) => f.inbound_kind === 'soap-inbound');
  if (!rest || !soap) throw new Error('The demo has no second REST flow or no SOAP flow.');
  otherFlow = rest.id;
  soapFlow = soap.id;
});
afterAll(async () => {
  await app.close();
  await server.close();
});

const api = (options: InjectOptions) => app.inject(options);
const base = '/api/registry/v1/2';
let nameCount = 0;
const uniqueName = () => `sa-test_${(nameCount += 1)}`;

async function create(body: object, headers = deployer) {
  return api({ method: 'POST', url: `${base}/service-accounts`, headers, payload: body });
}

function postInbound(flowId: string, headers: Record<string, string>) {
  return api({
    method: 'POST',
    url: `/api/inbound/nordkraft/${flowId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{"usagePointId":"7070"}',
  });
}

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

describe('service accounts', () => {
  it('creates an account by the name rule, once per name', async () => {
    for (const name of ['Upper', 'has space', 'dot.name', 'ø']) {
      const refused = await create({ name, credentialType: 'API_KEY' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'Name must use lowercase letters (a-z), number (0-9), underscore (_) or hyphens (-)',
      );
    }
    expect((await create({ name: 'a'.repeat(65), credentialType: 'API_KEY' })).statusCode).toBe(
      400,
    );
    const name = uniqueName();
    const created = await create({ name, credentialType: 'API_KEY' });
    expect(created.statusCode).toBe(201);
    const again = await create({ name, credentialType: 'BASIC' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Name is taken' });
    // The other organization may use the name.
    const elsewhere = await api({
      method: 'POST',
      url: '/api/registry/v1/3/service-accounts',
      headers: fjord,
      payload: { name, credentialType: 'API_KEY' },
    });
    expect(elsewhere.statusCode).toBe(201);
    // Members below Deployer read but do not create.
    expect(
      (await create({ name: uniqueName(), credentialType: 'API_KEY' }, monitor)).statusCode,
    ).toBe(403);
    // Unknown fields and types are refused.
    expect((await create({ name: uniqueName(), credentialType: 'KEY' })).statusCode).toBe(400);
    expect((await create({ name: uniqueName(), credentialType: 'API_KEY', x: 1 })).statusCode).toBe(
      400,
    );
  });

  it('shows the key once, stores only its hash, and the key posts only where granted', async () => {
    const name = uniqueName();
    const created = await create({
      name,
      credentialType: 'API_KEY',
      flowIds: ['meter-readings-in'],
    });
    const { account, credential } = created.json<ServiceAccountWithCredential>();
    expect(credential).toMatchObject({ credentialType: 'API_KEY', username: null });
    expect(credential.secret.length).toBeGreaterThanOrEqual(40);
    expect(account.flowAccesses.map((a) => a.flowId)).toEqual(['meter-readings-in']);

    const key = { 'x-api-key': credential.secret };
    expect((await postInbound('meter-readings-in', key)).statusCode).toBe(202);
    const refused = await postInbound(otherFlow, key);
    expect(refused.statusCode).toBe(403);

    // Never readable again: not in the details, the list, the database, the audit or the logs.
    const details = await api({
      url: `${base}/service-accounts/${account.serviceAccountId}`,
      headers: monitor,
    });
    expect(details.statusCode).toBe(200);
    const list = await api({ url: `${base}/service-accounts`, headers: monitor });
    for (const body of [details.body, list.body]) expect(body).not.toContain(credential.secret);
    const row = await server.database.db
      .selectFrom('service_accounts')
      .selectAll()
      .where('id', '=', account.serviceAccountId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(credential.secret);
    expect(row.api_key_hash).toBe(sha256(credential.secret));
    const audits = await server.database.db.selectFrom('audit_events').select('payload').execute();
    expect(JSON.stringify(audits)).not.toContain(credential.secret);
    expect(audits.some((a) => a.payload.includes(name))).toBe(true);
    expect(logText()).not.toContain(credential.secret);
  });

  it('resets and changes the credential: the old one fails at once', async () => {
    const created = await create({
      name: uniqueName(),
      credentialType: 'API_KEY',
      flowIds: ['meter-readings-in'],
    });
    const { account, credential: old } = created.json<ServiceAccountWithCredential>();
    const url = `${base}/service-accounts/${account.serviceAccountId}/credential`;
    const reset = await api({
      method: 'POST',
      url,
      headers: deployer,
      payload: { credentialType: 'API_KEY' },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<ServiceAccountWithCredential>().credential;
    expect(fresh.secret).not.toBe(old.secret);
    const oldTry = await postInbound('meter-readings-in', { 'x-api-key': old.secret });
    expect(oldTry.statusCode).toBe(401);
    expect(oldTry.json()).toEqual({ message: 'The API key is not valid.' });
    expect((await postInbound('meter-readings-in', { 'x-api-key': fresh.secret })).statusCode).toBe(
      202,
    );

    // To basic authentication: the key stops, the username and password work.
    const changed = await api({
      method: 'POST',
      url,
      headers: deployer,
      payload: { credentialType: 'BASIC' },
    });
    const pair = changed.json<ServiceAccountWithCredential>().credential;
    expect(pair).toMatchObject({ credentialType: 'BASIC', username: account.name });
    expect((await postInbound('meter-readings-in', { 'x-api-key': fresh.secret })).statusCode).toBe(
      401,
    );
    expect((await postInbound('meter-readings-in', { 'x-api-key': pair.secret })).statusCode).toBe(
      401,
    );
    expect(
      (await postInbound('meter-readings-in', basic(account.name, pair.secret))).statusCode,
    ).toBe(202);
    // A wrong password: 401 with the basic challenge; the right pair without access to the
    // flow: 403 (the caller is known, the flow is not theirs).
    const wrong = await postInbound('meter-readings-in', basic(account.name, 'wrong'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="flows", charset="UTF-8"');
    const noAccess = await postInbound(otherFlow, basic(account.name, pair.secret));
    expect(noAccess.statusCode).toBe(403);
    expect(noAccess.headers['www-authenticate']).toBeUndefined();
    expect(noAccess.json()).toEqual({ message: 'This service account has no access to the flow.' });
    expect(
      JSON.stringify(
        await server.database.db.selectFrom('audit_events').select('payload').execute(),
      ),
    ).not.toContain(pair.secret);
    expect(
      (await api({ method: 'POST', url, headers: monitor, payload: { credentialType: 'API_KEY' } }))
        .statusCode,
    ).toBe(403);
  });

  it('grants and revokes flow access; one flow must be selected', async () => {
    const created = await create({ name: uniqueName(), credentialType: 'API_KEY' });
    const { account, credential } = created.json<ServiceAccountWithCredential>();
    const url = `${base}/service-accounts/${account.serviceAccountId}/flow-accesses`;
    const none = await api({ method: 'POST', url, headers: deployer, payload: { flowIds: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'One flow must be selected' });
    const unknown = await api({
      method: 'POST',
      url,
      headers: deployer,
      payload: { flowIds: ['no-such-flow'] },
    });
    expect(unknown.statusCode).toBe(400);
    const key = { 'x-api-key': credential.secret };
    expect((await postInbound(otherFlow, key)).statusCode).toBe(403);
    const granted = await api({
      method: 'POST',
      url,
      headers: deployer,
      payload: { flowIds: [otherFlow] },
    });
    expect(granted.statusCode).toBe(201);
    const access = granted.json<ServiceAccountDetails>().flowAccesses[0];
    expect(access?.flowId).toBe(otherFlow);
    expect((await postInbound(otherFlow, key)).statusCode).toBe(202);
    // The access is in the flow's list; revoking it ends the key's access at once.
    const revoke = `${base}/flow-accesses/${access?.flowAccessId}`;
    expect((await api({ method: 'DELETE', url: revoke, headers: monitor })).statusCode).toBe(403);
    expect((await api({ method: 'DELETE', url: revoke, headers: deployer })).statusCode).toBe(204);
    expect((await postInbound(otherFlow, key)).statusCode).toBe(403);
    expect((await api({ method: 'DELETE', url: revoke, headers: deployer })).statusCode).toBe(404);
  });

  it('downloads a WSDL for a granted SOAP flow only', async () => {
    const created = await create({
      name: uniqueName(),
      credentialType: 'BASIC',
      flowIds: [soapFlow],
    });
    const { account } = created.json<ServiceAccountWithCredential>();
    const url = `${base}/service-accounts/${account.serviceAccountId}/wsdl`;
    const wsdl = await api({ url: `${url}?flowId=${soapFlow}`, headers: monitor });
    expect(wsdl.statusCode).toBe(200);
    expect(wsdl.headers['content-type']).toContain('application/wsdl+xml');
    expect(wsdl.body).toContain(`http://console.test/api/inbound/nordkraft/${soapFlow}`);
    expect(
      (await api({ url: `${url}?flowId=meter-readings-in`, headers: monitor })).statusCode,
    ).toBe(404);
  });

  it('keeps organizations apart and deletes an account with its key', async () => {
    const created = await create({
      name: uniqueName(),
      credentialType: 'API_KEY',
      flowIds: ['meter-readings-in'],
    });
    const { account, credential } = created.json<ServiceAccountWithCredential>();
    const url = `${base}/service-accounts/${account.serviceAccountId}`;
    expect((await api({ url, headers: fjord })).statusCode).toBe(404);
    expect(
      (
        await api({
          url: `/api/registry/v1/3/service-accounts/${account.serviceAccountId}`,
          headers: fjord,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api({
          method: 'DELETE',
          url: `/api/registry/v1/3/service-accounts/${account.serviceAccountId}`,
          headers: fjord,
        })
      ).statusCode,
    ).toBe(404);
    // The key of one organization is unknown at another's door.
    const elsewhere = await api({
      method: 'POST',
      url: '/api/inbound/fjordnett/meter-readings-in',
      headers: { 'content-type': 'application/json', 'x-api-key': credential.secret },
      payload: '{}',
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await api({ method: 'DELETE', url, headers: deployer })).statusCode).toBe(204);
    expect((await api({ url, headers: deployer })).statusCode).toBe(404);
    expect(
      (await postInbound('meter-readings-in', { 'x-api-key': credential.secret })).statusCode,
    ).toBe(401);
    // The demo key still works.
    expect(
      (await postInbound('meter-readings-in', { 'x-api-key': demoApiKey('nordkraft') })).statusCode,
    ).toBe(202);
  });
});
