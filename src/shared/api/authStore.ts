import type { ErrorCode } from './errors';

/** The auth token state kept in the browser (spec 3.1 and 3.6). */
export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  /** Why the user was signed out, shown on the sign-in page. */
  error: ErrorCode | null;
  invalidRoles: boolean;
}

export const AUTH_STORAGE_KEY = 'console.auth';

const SIGNED_OUT: AuthState = { token: null, refreshToken: null, error: null, invalidRoles: false };

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedState: AuthState = SIGNED_OUT;

function parse(raw: string | null): AuthState {
  if (!raw) return SIGNED_OUT;
  try {
    const value = JSON.parse(raw) as Partial<AuthState>;
    return {
      token: typeof value.token === 'string' ? value.token : null,
      refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null,
      error: (value.error as ErrorCode | null | undefined) ?? null,
      invalidRoles: value.invalidRoles === true,
    };
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * The stored state, read from localStorage every time: another tab may have refreshed or
 * cleared the token a moment ago. The same object is returned while nothing changed.
 */
export function readAuth(): AuthState {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parse(raw);
  }
  return cachedState;
}

/** Nobody signed in: the state of a page rendered ahead of time, outside a browser. */
export function signedOutAuth(): AuthState {
  return SIGNED_OUT;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeAuth(state: Partial<AuthState>): void {
  const next: AuthState = { ...SIGNED_OUT, ...state };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
  notify();
}

export function storeTokens(token: string, refreshToken: string | null): void {
  writeAuth({ token, refreshToken });
}

/** Signs out in this tab; other tabs see the storage event and sign out too. */
export function clearAuth(reason: { error?: ErrorCode | null; invalidRoles?: boolean } = {}): void {
  writeAuth({ error: reason.error ?? null, invalidRoles: reason.invalidRoles ?? false });
}

/** Forgets the reason of the last sign-out (once the sign-in page has shown it). */
export function clearAuthError(): void {
  const current = readAuth();
  if (current.error || current.invalidRoles)
    writeAuth({ ...current, error: null, invalidRoles: false });
}

/** Calls `listener` when the auth state changes in this tab or in another one. */
export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
