import { QueryClient } from '@tanstack/react-query';
import { isApiError, isAuthFailure } from '../shared/api';

/** Failed queries retry 3 times; backoff starts at 1 s and doubles up to 30 s (spec 7 and 9). */
export const QUERY_RETRIES = 3;
export const CACHE_TIME_MS = 5 * 60 * 1000;

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** A timeout or a rate limit: 4xx answers that may pass when asked again, after the backoff. */
const TRANSIENT_4XX: readonly number[] = [408, 429];

/**
 * True when the server refused the request itself (a 4xx: unknown, invalid, taken): asking
 * again gets the same answer, so no query retries one (an unknown flow stays unknown).
 */
export function isClientError(error: unknown): boolean {
  if (!isApiError(error) || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && !TRANSIENT_4XX.includes(error.status);
}

/**
 * Retries up to 3 times, except when the answer says the caller is not signed in or allowed,
 * or refuses the request (a 4xx). The default of every query: none writes its own rule.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isAuthFailure(error) && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
