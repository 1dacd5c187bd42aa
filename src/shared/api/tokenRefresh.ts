import type { TokenResponse } from '../contracts';
import { clearAuth, readAuth, storeTokens } from './authStore';
import { ApiError, ERROR_CODES, isNetworkFailure, isServerFailure } from './errors';
import { tokenExpiresAt } from './jwt';

/** Refresh when the access token expires in less than this (spec section 9). */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;

/** The Web Lock that lets one tab of all open tabs refresh at a time. */
export const REFRESH_LOCK_NAME = 'console.token-refresh';

export interface RefreshDeps {
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  now: () => number;
  /** Runs `task` while holding the named cross-tab lock. */
  withLock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/** Runs `task` under the named Web Lock, shared by every tab of this origin. */
export function browserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
  }
  return task();
}

export function needsRefresh(token: string, now: number): boolean {
  try {
    const expiresAt = tokenExpiresAt(token);
    return expiresAt !== null && expiresAt - now < REFRESH_THRESHOLD_MS;
  } catch {
    // A token that cannot be read cannot be trusted: get a new one.
    return true;
  }
}

/**
 * Makes "before any request, refresh a token that is about to expire" happen exactly once:
 * callers in this tab share one promise, and tabs take turns through a Web Lock. Inside the
 * lock the stored token is read again, so a tab that waited while another tab refreshed
 * finds the new token and does nothing. Only an answer refusing the refresh token signs the
 * user out; a refresh that cannot reach the server leaves the session as it is.
 */
export function createTokenRefresher(deps: RefreshDeps): () => Promise<void> {
  let inFlight: Promise<void> | null = null;

  async function refreshUnderLock(staleToken: string): Promise<void> {
    await deps.withLock(REFRESH_LOCK_NAME, async () => {
      const current = readAuth();
      if (!current.token || !current.refreshToken) return;
      // Another tab refreshed while this one waited for the lock.
      if (current.token !== staleToken) return;
      try {
        const answer = await deps.refresh(current.refreshToken);
        if (!answer?.access_token) throw new Error('The token answer has no access token');
        storeTokens(answer.access_token, answer.refresh_token ?? current.refreshToken);
      } catch (cause) {
        // No answer, or a broken server, is no verdict on the session: keep it and try again
        // with the next request (when the network is back).
        if (isNetworkFailure(cause) || isServerFailure(cause)) throw cause;
        clearAuth({ error: ERROR_CODES.refreshTokenError });
        throw new ApiError(ERROR_CODES.refreshTokenError, { cause });
      }
    });
  }

  return function ensureFreshToken(): Promise<void> {
    const { token, refreshToken } = readAuth();
    if (!token || !refreshToken || !needsRefresh(token, deps.now())) return Promise.resolve();
    inFlight ??= refreshUnderLock(token).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
