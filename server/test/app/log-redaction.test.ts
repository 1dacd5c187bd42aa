import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { noteSecretRoute, redactSecrets } from '../../src/lib/redaction';
import { bearer, login, organizationIdOf, startLoggedApp, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * One-time tokens (invitation and reset links) never reach a log line: a full invitation and a
 * full password reset go through an app that logs everything (trace level), opening their links
 * the ways a browser or an attacker might spell them, and the whole log is searched for each
 * token in every spelling.
 */
let server: TestServer;
let app: FastifyInstance;
let logText: () => string;
let org: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ app, logText } = await startLoggedApp(server));
  org = await organizationIdOf(server.database, 'nordkraft');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const STRONG = 'violet-harbour-lantern-42';

/** Every character as %XX: the same token to the server's decoder, other text in a log. */
const percentAll = (token: string) =>
  [...Buffer.from(token, 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

async function tokenMailedTo(email: string): Promise<string> {
  const mail = await server.smtp.waitFor(email, 1, 20_000);
  const match = /http:\/\/console\.test\/setpassword\/([A-Za-z0-9_%-]+)/.exec(mail);
  expect(match, mail).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Opens the link and the API behind it in the ways a browser or a caller may spell them. */
async function useLink(token: string) {
  const html = { accept: 'text/html' };
  for (const url of [
    `/setpassword/${encodeURIComponent(token)}`,
    `/setpassword/${token}?organization=nordkraft`,
    `/SetPassword/${token}`,
    `/setpassword/${percentAll(token)}`,
    `/set%70assword/${token}`,
    `/setpassword%2F${token}`,
    `/setpassword/${token}/`,
  ]) {
    await app.inject({ url, headers: html });
  }
  const valid = await app.inject({ url: `/api/identity/password/reset/${token}` });
  expect(valid.statusCode).toBe(200);
  const encoded = await app.inject({ url: `/api/identity/password/reset/${percentAll(token)}` });
  expect(encoded.statusCode).toBe(200);
  for (const url of [
    `/api/identity/password/rese%74/${token}`,
    `/api/identity/password/reset/${token}?token=${token}`,
    `/api/identity/password/reset?token=${token}&setPasswordToken=${percentAll(token)}`,
    `/api/identity/password/reset/${token}x`,
    `/api/identity/password/reset/${token}/more`,
  ]) {
    await app.inject({ url });
  }
  // The console's error report names the page it was on.
  const reported = await app.inject({
    method: 'POST',
    url: '/client-api/logging/error',
    payload: {
      userAgent: 'test',
      errorMessage: `Failed to load http://console.test/setpassword/${token}`,
      clientVersion: '1',
      currentUrl: `http://console.test/setpassword/${encodeURIComponent(token)}?x=1`,
    },
  });
  expect(reported.statusCode).toBe(204);
  // A log line written by code, with the link in its message, an error and another field.
  app.log.error(
    {
      err: new Error(`could not open http://console.test/setpassword/${token}`),
      link: `/setpassword/${token}`,
    },
    `failed at /api/identity/password/reset/${token}`,
  );
  const set = await app.inject({
    method: 'POST',
    url: '/api/identity/password/set',
    payload: {
      setPasswordToken: token,
      newPassword: { requestedPassword: STRONG, repeatedPassword: STRONG },
    },
  });
  expect(set.statusCode).toBe(200);
  // Spent: the same link is refused now (and its refusal is logged as well).
  expect((await app.inject({ url: `/api/identity/password/reset/${token}` })).statusCode).toBe(404);
}

function expectNoToken(log: string, token: string) {
  for (const spelling of new Set([
    token,
    encodeURIComponent(token),
    percentAll(token),
    percentAll(token).toLowerCase(),
  ])) {
    expect(log.includes(spelling), `the log holds the token as ${spelling}`).toBe(false);
  }
}

describe('one-time tokens in the log', () => {
  it('are redacted from every line of an invitation and a password reset', async () => {
    const owner = (await login(app, 'admin@example.com')).access_token;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/identity/organizations/${org}/users`,
      headers: bearer(owner),
      payload: { email: 'invitee@nordkraft.test', name: 'Invitee', phone: null, role: 'MONITOR' },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await tokenMailedTo('invitee@nordkraft.test');
    await useLink(invitation);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/identity/password/reset',
      payload: { email: 'monitor@example.com' },
    });
    expect(reset.statusCode).toBe(202);
    const resetToken = await tokenMailedTo('monitor@example.com');
    await useLink(resetToken);

    const log = logText();
    expectNoToken(log, invitation);
    expectNoToken(log, resetToken);
    // The requests were logged, with their paths, and their tokens left out.
    expect(log).toContain('incoming request');
    expect(log).toContain('/setpassword/[redacted]');
    expect(log).toContain('/api/identity/password/reset/[redacted]');
    expect(log).toContain('console reported an error');
    expect(log).toContain('could not open');
    // Every line is still JSON.
    for (const line of log.split('\n').filter(Boolean))
      expect(() => JSON.parse(line)).not.toThrow();

    // The console's error report is kept without the token too.
    const reports = await server.database.db.selectFrom('client_errors').selectAll().execute();
    expect(reports.length).toBeGreaterThan(0);
    expectNoToken(JSON.stringify(reports), invitation);
    expectNoToken(JSON.stringify(reports), resetToken);
  });

  it('are redacted for any route whose path parameter is named like a secret, as it is registered', () => {
    const line = (url: string) => JSON.stringify({ req: { url }, msg: `failed at ${url}` });
    const before = line('/api/test/7/links/s3cr3t-value/open?sort=name');
    expect(redactSecrets(before)).toBe(before);
    noteSecretRoute('/api/test/:organizationId/links/:linkToken/open');
    expect(redactSecrets(before)).toBe(line('/api/test/7/links/[redacted]/open?sort=name'));
    // Decoded and in any case, as the router would take it.
    expect(redactSecrets('/api/tes%74/7/LINKS/s3cr3t-value/open')).toBe(
      '/api/tes%74/7/LINKS/[redacted]/open',
    );
    // Ids and names stay readable; a query value named like a secret does not.
    noteSecretRoute('/api/test/features/:key');
    expect(redactSecrets('/api/test/features/darkMode?apiKey=k1&code=c2&offset=3')).toBe(
      '/api/test/features/darkMode?apiKey=[redacted]&code=[redacted]&offset=3',
    );
  });
});
