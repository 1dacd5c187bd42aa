import { useSyncExternalStore } from 'react';
import { readAuth, signedOutAuth, subscribeAuth, type AuthState } from '../../shared/api';

/**
 * The stored auth state, updated when this tab or another one signs in, refreshes or out.
 * Rendered ahead of time (the built-in picture of the sign-in page), nobody is signed in.
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuth, readAuth, signedOutAuth);
}
