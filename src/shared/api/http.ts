import { clearAuth, readAuth } from './authStore';
import { ApiError, ERROR_CODES } from './errors';
import { serviceUrl, type ServiceName } from './runtimeConfig';
import { requestRefreshGrant } from './tokenEndpoint';
import { browserLock, createTokenRefresher } from './tokenRefresh';
import { send } from './transport';

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
  let sentToken: string | null = null;
  if (auth) {
    await ensureFreshToken();
    sentToken = readAuth().token;
    if (!sentToken) throw new ApiError(ERROR_CODES.missingAuthToken);
    headers.Authorization = `Bearer ${sentToken}`;
  }
  const url = await serviceUrl(service, path);
  try {
    return await send<T>(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // The server no longer accepts this session: sign out unless the token changed meanwhile.
    if (
      sentToken &&
      error instanceof ApiError &&
      error.code === ERROR_CODES.unauthorized &&
      readAuth().token === sentToken
    ) {
      clearAuth({ error: ERROR_CODES.notLoggedIn });
    }
    throw error;
  }
}

/**
 * A GET whose answer is not JSON (a payload, a WSDL): the ok response itself, with the bearer
 * token as `request` sends it; a failed one becomes an ApiError with the server's message.
 */
export async function requestRaw(
  service: ServiceName,
  path: string,
  signal?: AbortSignal,
): Promise<Response> {
  await ensureFreshToken();
  const token = readAuth().token;
  if (!token) throw new ApiError(ERROR_CODES.missingAuthToken);
  let response: Response;
  try {
    response = await fetch(await serviceUrl(service, path), {
      headers: { Authorization: `Bearer ${token}`, Accept: '*/*' },
      signal,
    });
  } catch (cause) {
    throw new ApiError(ERROR_CODES.not2xx, { status: 0, cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : null;
    const code = response.status === 401 ? ERROR_CODES.unauthorized : ERROR_CODES.not2xx;
    throw new ApiError(code, { status: response.status, serverMessage: message, body });
  }
  return response;
}
