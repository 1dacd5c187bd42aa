import { QueryClient } from '@tanstack/react-query';
import { isAuthFailure } from '../shared/api';

/** Failed queries retry 3 times; backoff starts at 1 s and doubles up to 30 s (spec 7 and 9). */
export const QUERY_RETRIES = 3;
export const CACHE_TIME_MS = 5 * 60 * 1000;

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** Retries up to 3 times, except when the answer says the caller is not signed in or allowed. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isAuthFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
