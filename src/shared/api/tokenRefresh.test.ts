import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../contracts';
import { fakeJwt, tokenExpiringIn } from '../testing/tokens';
import { readAuth, storeTokens } from './authStore';
import { ApiError } from './errors';
import { createTokenRefresher, REFRESH_LOCK_NAME, type RefreshDeps } from './tokenRefresh';

const NOW = Date.UTC(2025, 0, 1);

function tokens(accessToken: string, refreshToken = 'refresh-2'): TokenResponse {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: 3600,
    token_type: 'Bearer',
  };
}

/** A Web Lock shared by every "tab" of a test: tasks run one after another. */
function sharedLock() {
  let queue: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  const withLock: RefreshDeps['withLock'] = (name, task) => {
    names.push(name);
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  return { withLock, names };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => localStorage.clear());

/** A refresher of its own tab (its own lock), with the test's clock (NOW unless given). */
const refresherOf = (refresh: RefreshDeps['refresh'], now: () => number = () => NOW) =>
  createTokenRefresher({ refresh, now, withLock: sharedLock().withLock });

/**
 * Signed in with tokens living `seconds`, each issued at the test's clock (`clock.now`, from
 * NOW); the refresher asks `refresh` for another such token.
 */
function signedInFor(seconds: number) {
  const clock = { now: NOW };
  const issue = () =>
    fakeJwt({
      userId: 7,
      organizationId: 2,
      sid: 's',
      iat: clock.now / 1000,
      exp: clock.now / 1000 + seconds,
    });
  storeTokens(issue(), 'refresh-1');
  const refresh = vi.fn(async () => tokens(issue()));
  return { clock, refresh, ensure: refresherOf(refresh, () => clock.now) };
}

/** The token endpoint's own refusal: 400 with an OAuth error, as JSON (RFC 6749 5.2). */
const refusal = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', {
  status: 400,
  body: { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' },
});

describe('token refresh before requests', () => {
  it('does nothing while the token has more than 5 minutes left', async () => {
    storeTokens(tokenExpiringIn(301, NOW), 'refresh-1');
    const refresh = vi.fn();
    const ensure = refresherOf(refresh);
    await ensure();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does nothing without a refresh token', async () => {
    storeTokens(tokenExpiringIn(10, NOW), null);
    const refresh = vi.fn();
    const ensure = refresherOf(refresh);
    await ensure();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs exactly one refresh for many concurrent requests, and they all wait for it', async () => {
    storeTokens(tokenExpiringIn(299, NOW), 'refresh-1');
    const fresh = tokenExpiringIn(3600, NOW);
    const answer = deferred<TokenResponse>();
    const refresh = vi.fn(() => answer.promise);
    const lock = sharedLock();
    const ensure = createTokenRefresher({ refresh, now: () => NOW, withLock: lock.withLock });

    let settled = 0;
    const waiting = Array.from({ length: 10 }, () => ensure().then(() => settled++));
    await Promise.resolve();
    expect(settled).toBe(0);
    answer.resolve(tokens(fresh));
    await Promise.all(waiting);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(lock.names).toEqual([REFRESH_LOCK_NAME]);
    expect(readAuth()).toMatchObject({ token: fresh, refreshToken: 'refresh-2' });
  });

  it('skips the refresh when another tab refreshed while this one waited for the lock', async () => {
    storeTokens(tokenExpiringIn(120, NOW), 'refresh-1');
    const lock = sharedLock();
    const fresh = tokenExpiringIn(3600, NOW);
    // Two tabs: separate refreshers (separate in-tab state) sharing storage and the lock.
    const tabA = createTokenRefresher({
      refresh: vi.fn(async () => tokens(fresh)),
      now: () => NOW,
      withLock: lock.withLock,
    });
    const refreshB = vi.fn(async () => tokens(tokenExpiringIn(3600, NOW), 'refresh-3'));
    const tabB = createTokenRefresher({
      refresh: refreshB,
      now: () => NOW,
      withLock: lock.withLock,
    });

    await Promise.all([tabA(), tabB()]);
    expect(refreshB).not.toHaveBeenCalled();
    expect(readAuth().token).toBe(fresh);
  });

  it('logs the user out with REFRESH_TOKEN_ERROR when the identity server refuses the refresh token', async () => {
    storeTokens(tokenExpiringIn(60, NOW), 'refresh-1');
    const ensure = refresherOf(
      vi.fn(async () => {
        throw refusal;
      }),
    );
    const first = ensure();
    const second = ensure();
    await expect(first).rejects.toBeInstanceOf(ApiError);
    await expect(second).rejects.toMatchObject({ code: 'REFRESH_TOKEN_ERROR' });
    expect(readAuth()).toMatchObject({
      token: null,
      refreshToken: null,
      error: 'REFRESH_TOKEN_ERROR',
    });
  });

  it('keeps the session when the refresh gets no answer (offline or server down)', async () => {
    storeTokens(tokenExpiringIn(-60, NOW), 'refresh-1');
    const offline = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 0 });
    const refresh = vi.fn(async (): Promise<TokenResponse> => {
      throw offline;
    });
    const ensure = refresherOf(refresh);
    await expect(ensure()).rejects.toBe(offline);
    expect(readAuth()).toMatchObject({ refreshToken: 'refresh-1', error: null });
    expect(readAuth().token).not.toBeNull();

    // Back online: the expired token is refreshed with the next request.
    const fresh = tokenExpiringIn(3600, NOW);
    refresh.mockImplementationOnce(async () => tokens(fresh));
    await ensure();
    expect(readAuth().token).toBe(fresh);
  });

  it('refreshes again once the new token in turn nears its expiry', async () => {
    let now = NOW;
    storeTokens(tokenExpiringIn(60, now), 'refresh-1');
    const refresh = vi.fn(async () => tokens(tokenExpiringIn(600, now)));
    const ensure = refresherOf(refresh, () => now);
    await ensure();
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(1);
    now += 400_000;
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh a short-lived token before every request: only in the last half of its life', async () => {
    const { clock, refresh, ensure } = signedInFor(8);
    await ensure();
    clock.now += 3000;
    await ensure();
    expect(refresh).not.toHaveBeenCalled();
    clock.now += 2000;
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes a token living longer than 5 minutes in its last 5 minutes (spec 9)', async () => {
    const { clock, refresh, ensure } = signedInFor(330);
    await ensure();
    expect(refresh).not.toHaveBeenCalled();
    clock.now += 31_000;
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  const notAVerdict: [string, () => unknown][] = [
    ['no answer', () => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 0 })],
    [
      "a gateway's 502",
      () => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 502, unreachable: true }),
    ],
    [
      "a captive portal's page",
      () => new ApiError('HTTP_RESPONSE_INVALID_CONTENT_TYPE', { status: 200, unreachable: true }),
    ],
    [
      "a proxy's 401 page without OAuth JSON",
      () => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 401, unreachable: true }),
    ],
    [
      'a 400 without an OAuth error',
      () => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 400, body: { message: 'x' } }),
    ],
    [
      'a server failure',
      () => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 500, body: {} }),
    ],
    ['an unreadable runtime configuration', () => new TypeError('Failed to fetch')],
  ];
  it.each(notAVerdict)('keeps the session when the refresh meets %s', async (_, failure) => {
    storeTokens(tokenExpiringIn(-60, NOW), 'refresh-1');
    const ensure = refresherOf(
      vi.fn(async (): Promise<TokenResponse> => {
        throw failure();
      }),
    );
    const error = await ensure().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toMatchObject({ code: 'REFRESH_TOKEN_ERROR' });
    expect(readAuth()).toMatchObject({ refreshToken: 'refresh-1', error: null });
    expect(readAuth().token).not.toBeNull();
  });

  it('keeps the session when the token answer has no access token', async () => {
    storeTokens(tokenExpiringIn(-60, NOW), 'refresh-1');
    const ensure = refresherOf(vi.fn(async () => ({}) as TokenResponse));
    await expect(ensure()).rejects.toBeInstanceOf(ApiError);
    expect(readAuth()).toMatchObject({ refreshToken: 'refresh-1', error: null });
  });
});
