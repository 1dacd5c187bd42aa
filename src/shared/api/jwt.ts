import { InvalidTokenError, jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims } from '../contracts';

/** Why a token could not be decoded (spec section 8). */
export type TokenErrorReason = 'NOT_A_STRING' | 'MISSING_PART' | 'BAD_ENCODING' | 'BAD_JSON';

export class TokenDecodeError extends Error {
  readonly reason: TokenErrorReason;
  constructor(reason: TokenErrorReason, message: string) {
    super(message);
    this.name = 'TokenDecodeError';
    this.reason = reason;
  }
}

function reasonOf(message: string): TokenErrorReason {
  if (message.includes('must be a string')) return 'NOT_A_STRING';
  if (message.includes('missing part')) return 'MISSING_PART';
  if (message.includes('invalid json')) return 'BAD_JSON';
  return 'BAD_ENCODING';
}

/** Decodes the payload of an access token; throws TokenDecodeError when it is malformed. */
export function decodeAccessToken(token: unknown): AccessTokenClaims {
  if (typeof token !== 'string') {
    throw new TokenDecodeError('NOT_A_STRING', 'Invalid token specified: must be a string');
  }
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch (error) {
    if (error instanceof InvalidTokenError)
      throw new TokenDecodeError(reasonOf(error.message), error.message);
    throw error;
  }
}

/** Milliseconds since the epoch at which the token expires, or null when it has no expiry. */
export function tokenExpiresAt(token: string): number | null {
  const { exp } = decodeAccessToken(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}
