import { reportServerAnswered, reportServerUnreachable } from '../network';
import { ApiError, ERROR_CODES } from './errors';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * Sends one request and maps the answer to data or an ApiError: a non-2xx answer carries the
 * server's `message` when present, else the unauthorized code for 401 or the generic code; a
 * 2xx answer expected as JSON of another content type fails as unparseable.
 */
export async function send<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // A cancelled call says nothing about the network.
    if (!init.signal?.aborted) reportServerUnreachable();
    throw new ApiError(ERROR_CODES.not2xx, { status: 0, cause });
  }
  reportServerAnswered();
  if (!response.ok) {
    const body = await readBody(response);
    const code = response.status === 401 ? ERROR_CODES.unauthorized : ERROR_CODES.not2xx;
    throw new ApiError(code, { status: response.status, serverMessage: messageOf(body), body });
  }
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    return undefined as T;
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) {
    throw new ApiError(ERROR_CODES.invalidContentType, { status: response.status });
  }
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new ApiError(ERROR_CODES.invalidContentType, { status: response.status, cause });
  }
}
