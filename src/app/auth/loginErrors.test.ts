import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { isSessionLimit, isWrongCredentials, MissingTokensError } from './loginErrors';
import { normalizeEmail } from './signIn';

describe('isWrongCredentials (spec 8)', () => {
  it('treats invalid_grant, 401 and an answer without tokens as wrong credentials', () => {
    expect(
      isWrongCredentials(
        new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', {
          status: 400,
          body: { error: 'invalid_grant' },
        }),
      ),
    ).toBe(true);
    expect(
      isWrongCredentials(new ApiError('HTTP_RESPONSE_STATUS_UNAUTHORIZED', { status: 401 })),
    ).toBe(true);
    expect(isWrongCredentials(new MissingTokensError())).toBe(true);
  });

  it('treats everything else as an unknown error', () => {
    expect(isWrongCredentials(new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 429 }))).toBe(
      false,
    );
    expect(
      isWrongCredentials(
        new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', {
          status: 400,
          body: { error: 'invalid_request' },
        }),
      ),
    ).toBe(false);
    expect(isWrongCredentials(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('lowercases and trims the address', () => {
    expect(normalizeEmail('  Admin@Example.COM ')).toBe('admin@example.com');
  });
});

describe('isSessionLimit', () => {
  it('is a 403 with the session limit error only', () => {
    const body = { error: 'session_limit_reached', message: 'm' };
    expect(
      isSessionLimit(new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 403, body })),
    ).toBe(true);
    expect(
      isSessionLimit(new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 403, body: {} })),
    ).toBe(false);
    expect(isSessionLimit(new Error('x'))).toBe(false);
  });
});
