import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../network';
import { TEST_RUNTIME_CONFIG } from '../testing/runtimeConfig';
import { tokenExpiringIn } from '../testing/tokens';
import { clearAuth, readAuth, storeTokens } from './authStore';
import { request, requestRaw } from './http';
import { setRuntimeConfigForTests } from './runtimeConfig';

beforeEach(() => {
  localStorage.clear();
  networkStatus.serverReachable = true;
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

function stubFetch(status = 200, body = '{}') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request', () => {
  it('calls the service base from the runtime configuration with the bearer token', async () => {
    const token = tokenExpiringIn(3600);
    storeTokens(token, 'refresh');
    const fetchMock = stubFetch(200, '{"services":[]}');
    await expect(request('platform', '/status')).resolves.toEqual({ services: [] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/platform/status');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('fails with MISSING_AUTH_TOKEN when signed out', async () => {
    clearAuth();
    const fetchMock = stubFetch();
    await expect(request('platform', '/status')).rejects.toMatchObject({
      code: 'MISSING_AUTH_TOKEN',
      message: 'You are not logged in. Please, log in and try again.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends anonymous calls without a token', async () => {
    const fetchMock = stubFetch(202, '{"message":"ok"}');
    await request('identity', '/password/reset', {
      method: 'POST',
      body: { email: 'a@b.c' },
      auth: false,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init?.body).toBe('{"email":"a@b.c"}');
  });

  it('signs out when the server rejects the session', async () => {
    storeTokens(tokenExpiringIn(3600), 'refresh');
    stubFetch(401, '{"message":"Session ended"}');
    await expect(request('identity', '/users/me')).rejects.toMatchObject({
      message: 'Session ended',
    });
    expect(readAuth()).toMatchObject({ token: null, error: 'USER_AUTH_NOT_LOGGED_IN' });
  });
});

describe('requestRaw', () => {
  it('hands back the ok answer as it came, asked for with the bearer token', async () => {
    const token = tokenExpiringIn(3600);
    storeTokens(token, 'refresh');
    const fetchMock = stubFetch(200, '<definitions/>');
    const response = await requestRaw('registry', '/v1/1/wsdl');
    await expect(response.text()).resolves.toBe('<definitions/>');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/registry/v1/1/wsdl');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it("fails with the server's message, and as unauthorized on a 401", async () => {
    storeTokens(tokenExpiringIn(3600), 'refresh');
    stubFetch(404, '{"message":"No such payload"}');
    await expect(requestRaw('insights', '/v1/1/payloads/9')).rejects.toMatchObject({
      code: 'HTTP_RESPONSE_STATUS_NOT_2XX',
      status: 404,
      serverMessage: 'No such payload',
    });
    stubFetch(401, '{}');
    await expect(requestRaw('insights', '/v1/1/payloads/9')).rejects.toMatchObject({
      code: 'HTTP_RESPONSE_STATUS_UNAUTHORIZED',
      serverMessage: null,
    });
  });

  it('signs out when the service rejects the session, as every other call does', async () => {
    storeTokens(tokenExpiringIn(3600), 'refresh');
    stubFetch(401, '{"message":"Session ended"}');
    await expect(requestRaw('insights', '/v1/1/payloads/9')).rejects.toMatchObject({
      code: 'HTTP_RESPONSE_STATUS_UNAUTHORIZED',
    });
    expect(readAuth()).toMatchObject({ token: null, error: 'USER_AUTH_NOT_LOGGED_IN' });
  });

  it('marks the server unreachable when no answer comes, and keeps the session', async () => {
    storeTokens(tokenExpiringIn(3600), 'refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(requestRaw('registry', '/v1/1/wsdl')).rejects.toMatchObject({ status: 0 });
    expect(networkStatus.serverReachable).toBe(false);
    expect(readAuth().token).not.toBeNull();
  });

  it("takes a gateway's error page for an unreachable server, never for a refusal", async () => {
    storeTokens(tokenExpiringIn(3600), 'refresh');
    for (const status of [401, 502, 503, 504]) {
      networkStatus.serverReachable = true;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response('<html>Bad gateway</html>', {
              status,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      await expect(requestRaw('insights', '/v1/1/payloads/9')).rejects.toMatchObject({
        code: 'HTTP_RESPONSE_STATUS_NOT_2XX',
        unreachable: true,
      });
      expect(networkStatus.serverReachable).toBe(false);
    }
    expect(readAuth().token).not.toBeNull();
    // The service's own answer, of any content, says it is back.
    stubFetch(200, '<definitions/>');
    await requestRaw('registry', '/v1/1/wsdl');
    expect(networkStatus.serverReachable).toBe(true);
  });
});
