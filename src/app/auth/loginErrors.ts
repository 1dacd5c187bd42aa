import { isApiError } from '../../shared/api';
import { SESSION_LIMIT_ERROR } from '../../shared/contracts';

/**
 * Whether a failed sign-in means wrong credentials: the token endpoint answers 400
 * `invalid_grant` (RFC 6749) or 401, and an answer without tokens counts the same (spec 8).
 */
export function isWrongCredentials(error: unknown): boolean {
  if (error instanceof MissingTokensError) return true;
  if (!isApiError(error)) return false;
  if (error.status === 401) return true;
  const body = error.body as { error?: unknown } | null | undefined;
  return error.status === 400 && body?.error === 'invalid_grant';
}

export class MissingTokensError extends Error {
  constructor() {
    super('The token endpoint answered without tokens');
    this.name = 'MissingTokensError';
  }
}

/** Whether a sign-in was refused by a concurrent session limit of the user's organization. */
export function isSessionLimit(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const body = error.body as { error?: unknown } | null | undefined;
  return error.status === 403 && body?.error === SESSION_LIMIT_ERROR;
}
