import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing/tokens';
import { decodeAccessToken, TokenDecodeError, tokenExpiresAt } from './jwt';

function reasonOf(token: unknown): string {
  try {
    decodeAccessToken(token);
    return 'decoded';
  } catch (error) {
    return error instanceof TokenDecodeError ? error.reason : 'other';
  }
}

describe('decodeAccessToken', () => {
  it('reads the claims the console uses', () => {
    const claims = decodeAccessToken(fakeJwt({ userId: 3, organizationId: 1, exp: 100 }));
    expect(claims).toMatchObject({ userId: 3, organizationId: 1, exp: 100 });
    expect(tokenExpiresAt(fakeJwt({ exp: 100 }))).toBe(100_000);
  });

  it('names each way a token can be malformed', () => {
    expect(reasonOf(42)).toBe('NOT_A_STRING');
    expect(reasonOf(null)).toBe('NOT_A_STRING');
    expect(reasonOf('only-one-part')).toBe('MISSING_PART');
    expect(reasonOf('a.%%%%.c')).toBe('BAD_ENCODING');
    expect(reasonOf(`a.${btoa('not json')}.c`)).toBe('BAD_JSON');
  });
});
