import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../network';
import { isNetworkFailure, isRefusal } from './errors';
import { loadRuntimeConfig, setRuntimeConfigForTests } from './runtimeConfig';

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
  networkStatus.serverReachable = true;
});

describe('loadRuntimeConfig', () => {
  const failures: [string, () => Promise<Response>][] = [
    ['refused connections', () => Promise.reject(new TypeError('Failed to fetch'))],
    ["a gateway's 502", async () => new Response('Bad gateway', { status: 502 })],
    [
      "a captive portal's page",
      async () => new Response('<html>Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
  ];

  it.each(failures)('fails as unreachable, never as a refusal, on %s', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const error = await loadRuntimeConfig().catch((caught: unknown) => caught);
    expect(isNetworkFailure(error)).toBe(true);
    expect(isRefusal(error)).toBe(false);
    expect(networkStatus.serverReachable).toBe(false);
  });

  it('asks again after a failure', async () => {
    const config = { services: { identity: '/api/identity' } };
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadRuntimeConfig()).rejects.toBeTruthy();
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
  });

  it("takes the answer index.html's script asked for, once, and asks itself after it failed", async () => {
    const config = { services: { identity: '/api/identity' } };
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    window.consoleStartConfig = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.consoleStartConfig).toBeUndefined();
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setRuntimeConfigForTests(null);
    window.consoleStartConfig = Promise.resolve(Response.json(config));
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
