import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTS } from '../../src/services/identity/grants';
import { form, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The token endpoint takes the grant types of one list (GRANTS, each grant in a file of its
 * own): the list's names reach their grant, and nothing else does, however it is spelled.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const token = (fields: Record<string, string>) => server.app.inject(form(fields));

describe('the grants of the token endpoint', () => {
  it('are the password and refresh grants, the directory path being part of the password one', () => {
    expect([...GRANTS.keys()]).toEqual(['password', 'refresh_token']);
  });

  it('reach each listed grant by its name', async () => {
    const tokens = await login(server.app, 'operator@example.com');
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers.pragma).toBe('no-cache');
    expect(refreshed.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('answer a name outside the list as unsupported, whatever an object would hold', async () => {
    for (const grantType of [
      'client_credentials',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'Password',
    ]) {
      const response = await token({ grant_type: grantType, username: 'x', password: 'y' });
      expect(response.statusCode, grantType).toBe(400);
      expect(response.json(), grantType).toEqual({
        error: 'unsupported_grant_type',
        error_description: 'The grant type is not supported.',
        message: 'The grant type is not supported.',
      });
    }
    const missing = await token({ username: 'x', password: 'y' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
  });
});
