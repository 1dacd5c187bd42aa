import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api';
import { CACHE_TIME_MS, createQueryClient, retryDelay, shouldRetry } from './queryClient';

describe('query defaults (spec 7 and 9)', () => {
  it('backs off from 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries 3 times, but not when the caller is signed out or not allowed', () => {
    const serverError = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 500 });
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new ApiError('HTTP_RESPONSE_STATUS_UNAUTHORIZED', { status: 401 }))).toBe(
      false,
    );
    expect(shouldRetry(0, new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 403 }))).toBe(
      false,
    );
  });

  it('does not retry a 4xx: asking again gets the same answer (but a timeout or a rate limit may pass)', () => {
    const answer = (status: number) => new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status });
    for (const status of [400, 404, 409, 422]) expect(shouldRetry(0, answer(status))).toBe(false);
    for (const status of [408, 429, 500, 502, 503])
      expect(shouldRetry(0, answer(status))).toBe(true);
    // No answer at all (offline, the server down): worth asking again.
    expect(shouldRetry(0, new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 0 }))).toBe(true);
    expect(shouldRetry(0, new Error('not an answer'))).toBe(true);
  });

  it('keeps cached data 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(300_000);
  });
});
