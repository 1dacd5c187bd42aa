import { clearAuth, readAuth } from './authStore';
import { ApiError, ERROR_CODES, signOutReason } from './errors';
import { serviceUrl, type ServiceName } from './runtimeConfig';
import { requestRefreshGrant } from './tokenEndpoint';
import { browserLock, createTokenRefresher } from './tokenRefresh';
import { send, sendAnyContent } from './transport';

export const ensureFreshToken = createTokenRefresher({
  refresh: requestRefreshGrant,
  now: () => Date.now(),
  withLock: browserLock,
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** False for the calls anyone may make (password reset, error logging). */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * The one way the console calls its services: JSON in and out, bearer token, and a token
 * refresh before the call when the token is about to expire.
 */
export async function request<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  };
  return call(service, path, init, auth, send<T>);
}

/**
 * A GET whose answer is not JSON (a payload, a WSDL): the ok response itself. Sent, refreshed,
 * mapped and reported as `request` does (a refusal signs out; no answer or a gateway's page
 * marks the server unreachable).
 */
export async function requestRaw(
  service: ServiceName,
  path: string,
  signal?: AbortSignal,
): Promise<Response> {
  return call(service, path, { headers: { Accept: '*/*' }, signal }, true, sendAnyContent);
}

async function call<R>(
  service: ServiceName,
  path: string,
  init: RequestInit & { headers: Record<string, string> },
  auth: boolean,
  transport: (url: string, init: RequestInit) => Promise<R>,
): Promise<R> {
  let sentToken: string | null = null;
  if (auth) {
    await ensureFreshToken();
    sentToken = readAuth().token;
    if (!sentToken) throw new ApiError(ERROR_CODES.missingAuthToken);
    init.headers.Authorization = `Bearer ${sentToken}`;
  }
  const url = await serviceUrl(service, path);
  try {
    return await transport(url, init);
  } catch (error) {
    // The server no longer accepts this session: sign out unless the token changed meanwhile.
    if (
      sentToken &&
      error instanceof ApiError &&
      error.code === ERROR_CODES.unauthorized &&
      readAuth().token === sentToken
    ) {
      clearAuth({ error: signOutReason(error) });
    }
    throw error;
  }
}
