import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../contracts';
import { tokenExpiringIn } from '../testing/tokens';
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

describe('token refresh before requests', () => {
  it('does nothing while the token has more than 5 minutes left', async () => {
    storeTokens(tokenExpiringIn(301, NOW), 'refresh-1');
    const refresh = vi.fn();
    const ensure = createTokenRefresher({
      refresh,
      now: () => NOW,
      withLock: sharedLock().withLock,
    });
    await ensure();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does nothing without a refresh token', async () => {
    storeTokens(tokenExpiringIn(10, NOW), null);
    const refresh = vi.fn();
    const ensure = createTokenRefresher({
      refresh,
      now: () => NOW,
      withLock: sharedLock().withLock,
    });
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

  it('logs the user out with REFRESH_TOKEN_ERROR when the refresh fails', async () => {
    storeTokens(tokenExpiringIn(60, NOW), 'refresh-1');
    const ensure = createTokenRefresher({
      refresh: vi.fn(async () => {
        throw new Error('invalid_grant');
      }),
      now: () => NOW,
      withLock: sharedLock().withLock,
    });
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
    const ensure = createTokenRefresher({
      refresh,
      now: () => NOW,
      withLock: sharedLock().withLock,
    });
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
    const ensure = createTokenRefresher({
      refresh,
      now: () => now,
      withLock: sharedLock().withLock,
    });
    await ensure();
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(1);
    now += 400_000;
    await ensure();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
