import { isApiError, isAuthFailure } from '../../../shared/api';

/** An unknown entity (a beatbox, an agent) stays unknown: no retries for a 404. */
export const retryUnlessGone = (count: number, error: unknown): boolean =>
  count < 3 && !isAuthFailure(error) && !(isApiError(error) && error.status === 404);
