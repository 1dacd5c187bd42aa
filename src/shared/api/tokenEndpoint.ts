import type { TokenResponse } from '../contracts';
import { serviceUrl } from './runtimeConfig';
import { send } from './transport';

export const CONSOLE_SCOPE = 'console';

/** POST {identity}/authentication/token, form-encoded (spec section 7). */
export async function postTokenForm(fields: Record<string, string>): Promise<TokenResponse> {
  const url = await serviceUrl('identity', '/authentication/token');
  return send<TokenResponse>(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ ...fields, scope: CONSOLE_SCOPE }).toString(),
  });
}

export function requestPasswordGrant(username: string, password: string): Promise<TokenResponse> {
  return postTokenForm({ grant_type: 'password', username, password });
}

export function requestRefreshGrant(refreshToken: string): Promise<TokenResponse> {
  return postTokenForm({ grant_type: 'refresh_token', refresh_token: refreshToken });
}
