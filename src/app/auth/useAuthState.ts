import { useSyncExternalStore } from 'react';
import { readAuth, subscribeAuth, type AuthState } from '../../shared/api';

/** The stored auth state, updated when this tab or another one signs in, refreshes or out. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuth, readAuth);
}
