import { reportServerAnswered, reportServerUnreachable } from '../network';
import { SERVICE_ANSWER_HEADER } from '../contracts/platform';
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
 * What a gateway answers when the service behind it is down or does not answer in time. The
 * platform answers 503 itself too (a statement past its time budget): its answers carry
 * SERVICE_ANSWER_HEADER, and those are its answers, with its message.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

const isJson = (response: Response) =>
  /[/+]json\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Sends one request; the ok answer comes back as it is, anything else as an ApiError: a
 * non-2xx answer carries the server's `message` when present, else the unauthorized code for
 * 401 or the generic code.
 *
 * Only the service's own answers count as its answers: no answer, a gateway's 502/503/504 and
 * an error page that is not JSON (a captive portal, a proxy's error page) mean the service
 * cannot be reached. Those errors are marked `unreachable` and never sign anyone out.
 */
async function sendRaw(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // A cancelled call says nothing about the network.
    if (!init.signal?.aborted) reportServerUnreachable();
    throw new ApiError(ERROR_CODES.not2xx, { status: 0, cause });
  }
  if (!response.ok) {
    const fromService =
      isJson(response) &&
      (!GATEWAY_STATUSES.has(response.status) || response.headers.has(SERVICE_ANSWER_HEADER));
    if (fromService) reportServerAnswered();
    else reportServerUnreachable();
    const body = fromService ? await readBody(response) : null;
    const code =
      response.status === 401 && fromService ? ERROR_CODES.unauthorized : ERROR_CODES.not2xx;
    throw new ApiError(code, {
      status: response.status,
      serverMessage: messageOf(body),
      body,
      unreachable: !fromService,
    });
  }
  return response;
}

/** `sendRaw` for an answer of any content (a payload, a WSDL): an ok answer is the service's. */
export async function sendAnyContent(url: string, init: RequestInit): Promise<Response> {
  const response = await sendRaw(url, init);
  reportServerAnswered();
  return response;
}

/**
 * Sends one request and maps the answer to data or an ApiError (`sendRaw`); a 2xx answer
 * expected as JSON of another content type fails as unparseable, and as the service
 * unreachable: something else answered (a captive portal's page).
 */
export async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await sendRaw(url, init);
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    reportServerAnswered();
    return undefined as T;
  }
  if (!isJson(response)) {
    // A page where the service answers JSON: something else answered (a captive portal).
    reportServerUnreachable();
    throw new ApiError(ERROR_CODES.invalidContentType, {
      status: response.status,
      unreachable: true,
    });
  }
  reportServerAnswered();
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new ApiError(ERROR_CODES.invalidContentType, { status: response.status, cause });
  }
}
