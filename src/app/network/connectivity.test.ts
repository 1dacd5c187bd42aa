import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../../shared/network';
import { PROBE_INTERVAL_MS, PROBE_URL, startConnectivity } from './connectivity';

/** The server's health answer; the network itself is outside the console. */
const healthAnswer = () =>
  new Response('{"status":"ok"}', {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('connectivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    networkStatus.browserOnline = true;
    networkStatus.serverReachable = true;
  });

  it('probes a server found unreachable before it started, and notices its return', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(healthAnswer());
    });
    // A start-up request failed before the console's connectivity started.
    networkStatus.browserOnline = true;
    networkStatus.serverReachable = false;

    const stop = startConnectivity();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    stop();

    expect(asked).toEqual([PROBE_URL]);
    expect(networkStatus.serverReachable).toBe(true);
  });
});
