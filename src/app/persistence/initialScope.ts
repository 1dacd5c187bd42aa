import { decodeAccessToken, readAuth } from '../../shared/api';
import { readStoredRole } from './activeRole';
import type { PersistScope } from './scope';

/** The signed-in user's id from the stored token, or null. The token's expiry does not matter. */
export function signedInUserId(): number | null {
  const { token } = readAuth();
  if (!token) return null;
  try {
    const { userId } = decodeAccessToken(token);
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}

/**
 * Whose data to restore before the first render: the signed-in user in this tab's organization
 * (the tab's stored role, else the new-tab default, else the user's own organization).
 */
export function initialScope(): PersistScope | null {
  const { token } = readAuth();
  const userId = signedInUserId();
  if (!token || userId === null) return null;
  const stored = readStoredRole();
  if (stored) return { userId, organizationId: stored.organizationId };
  try {
    const { organizationId } = decodeAccessToken(token);
    return typeof organizationId === 'number' ? { userId, organizationId } : null;
  } catch {
    return null;
  }
}
