import type { TokenResponse } from '../contracts';
import { clearAuth, readAuth, storeTokens } from './authStore';
import { ApiError, ERROR_CODES, isApiError, isTokenRefusal } from './errors';
import { decodeAccessToken } from './jwt';

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

/**
 * True when the token expires in less than REFRESH_THRESHOLD_MS. A token issued for no longer
 * than that is refreshed in the last half of its life instead: not before every request (each
 * refresh rotates the refresh token, and an answer lost to a reload leaves the tab with a used
 * one).
 */
export function needsRefresh(token: string, now: number): boolean {
  try {
    const { exp, iat } = decodeAccessToken(token);
    if (typeof exp !== 'number') return false;
    const expiresAt = exp * 1000;
    const lifetime = typeof iat === 'number' && iat < exp ? expiresAt - iat * 1000 : Infinity;
    const threshold = lifetime > REFRESH_THRESHOLD_MS ? REFRESH_THRESHOLD_MS : lifetime / 2;
    return expiresAt - now < threshold;
  } catch {
    // A token that cannot be read cannot be trusted: get a new one.
    return true;
  }
}

/**
 * Makes "before any request, refresh a token that is about to expire" happen exactly once:
 * callers in this tab share one promise, and tabs take turns through a Web Lock. Inside the
 * lock the stored token is read again, so a tab that waited while another tab refreshed
 * finds the new token and does nothing. Only the identity server's refusal of the refresh
 * token (isTokenRefusal) signs the user out; a refresh that cannot reach the server, or gets
 * any other answer, leaves the session as it is and fails like a call without an answer.
 */
export function createTokenRefresher(deps: RefreshDeps): () => Promise<void> {
  let inFlight: Promise<void> | null = null;

  async function refreshUnderLock(staleToken: string): Promise<void> {
    await deps.withLock(REFRESH_LOCK_NAME, async () => {
      const current = readAuth();
      if (!current.token || !current.refreshToken) return;
      // Another tab refreshed while this one waited for the lock.
      if (current.token !== staleToken) return;
      let answer: TokenResponse;
      try {
        answer = await deps.refresh(current.refreshToken);
      } catch (cause) {
        if (isTokenRefusal(cause)) {
          clearAuth({ error: ERROR_CODES.refreshTokenError });
          throw new ApiError(ERROR_CODES.refreshTokenError, { cause });
        }
        // No answer, a gateway's or a captive portal's page, a broken server: no verdict on the
        // session. Keep it and try again with the next request (when the server is back).
        throw isApiError(cause) ? cause : new ApiError(ERROR_CODES.not2xx, { status: 0, cause });
      }
      if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
        throw new ApiError(ERROR_CODES.invalidContentType, { status: 200, unreachable: true });
      }
      storeTokens(answer.access_token, answer.refresh_token ?? current.refreshToken);
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
