import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXTERNAL_PROBE_TIMEOUT_MS,
  ExternalServiceUnreachable,
  externalServiceBase,
  externalServiceOf,
  probeExternalService,
} from './external';
import type { ConsoleModule } from './types';

const module = (extra: Partial<ConsoleModule>): ConsoleModule => ({
  id: 'smoc',
  basePath: 'smoc',
  label: { id: 'test.smoc', defaultMessage: 'SMOC' },
  routes: [],
  nav: [],
  access: {},
  ...extra,
});

/** fetch answering `status`, or failing as a network error when `status` is an Error. */
function answer(status: number | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (status instanceof Error) throw status;
    return new Response(status === 204 ? null : '{}', { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('external modules', () => {
  it('names the service of an external module (its id unless named), none of an internal one', () => {
    expect(externalServiceOf(module({}))).toBeNull();
    expect(externalServiceOf(module({ kind: 'internal' }))).toBeNull();
    expect(externalServiceOf(module({ kind: 'external' }))).toBe('smoc');
    expect(externalServiceOf(module({ kind: 'external', service: 'seamap' }))).toBe('seamap');
  });

  it("finds a service's base only when the runtime config names it", () => {
    expect(externalServiceBase({}, 'smoc')).toBeNull();
    expect(externalServiceBase({ external: { other: '/api/other' } }, 'smoc')).toBeNull();
    expect(externalServiceBase({ external: { smoc: '  ' } }, 'smoc')).toBeNull();
    // Not a property every object has.
    expect(externalServiceBase({ external: {} }, 'constructor')).toBeNull();
    expect(externalServiceBase({ external: { smoc: '/api/smoc/' } }, 'smoc')).toBe('/api/smoc');
    expect(externalServiceBase({ external: { smoc: 'https://smoc.example.com' } }, 'smoc')).toBe(
      'https://smoc.example.com',
    );
  });

  it("asks the service's /health without credentials, and takes any answer of its own", async () => {
    for (const status of [200, 204, 401, 403, 500]) {
      const fetch = answer(status);
      await expect(probeExternalService('/api/smoc')).resolves.toBeUndefined();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe('/api/smoc/health');
      expect(fetch.mock.calls[0]![1]?.credentials).toBe('omit');
    }
  });

  it("finds it unreachable on no answer, or a proxy's 404, 502, 503 or 504", async () => {
    for (const status of [404, 502, 503, 504, new TypeError('fetch failed')]) {
      answer(status);
      await expect(probeExternalService('/api/smoc')).rejects.toBeInstanceOf(
        ExternalServiceUnreachable,
      );
    }
  });

  it('gives up on a service that does not answer in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          }),
      ),
    );
    const probe = probeExternalService('/api/smoc');
    const outcome = expect(probe).rejects.toBeInstanceOf(ExternalServiceUnreachable);
    await vi.advanceTimersByTimeAsync(EXTERNAL_PROBE_TIMEOUT_MS);
    await outcome;
  });
});
