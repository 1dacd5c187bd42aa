import { defineMessages, type Message } from '../i18n';

/** Error codes of spec section 8. */
export const ERROR_CODES = {
  invalidContentType: 'HTTP_RESPONSE_INVALID_CONTENT_TYPE',
  not2xx: 'HTTP_RESPONSE_STATUS_NOT_2XX',
  unauthorized: 'HTTP_RESPONSE_STATUS_UNAUTHORIZED',
  notLoggedIn: 'USER_AUTH_NOT_LOGGED_IN',
  missingAuthToken: 'MISSING_AUTH_TOKEN',
  refreshTokenError: 'REFRESH_TOKEN_ERROR',
  /** Not of spec section 8: the session check said an administrator ended the session. */
  sessionEndedByAdministrator: 'SESSION_ENDED_BY_ADMINISTRATOR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const notLoggedIn = {
  id: 'shared.api.error.notLoggedIn',
  defaultMessage: 'You are not logged in. Please, log in and try again.',
};

/** Translatable wording of each code (spec section 8), each wording declared once. */
export const errorMessages = defineMessages({
  HTTP_RESPONSE_INVALID_CONTENT_TYPE: {
    id: 'shared.api.error.invalidContentType',
    defaultMessage:
      "Could not parse the server's response. Try again later or contact us for help.",
  },
  HTTP_RESPONSE_STATUS_NOT_2XX: {
    id: 'shared.api.error.not2xx',
    defaultMessage: 'An error occured on the server. Try again later or contact us for help.',
  },
  HTTP_RESPONSE_STATUS_UNAUTHORIZED: {
    id: 'shared.api.error.unauthorized',
    defaultMessage: 'Invalid password/username',
  },
  USER_AUTH_NOT_LOGGED_IN: notLoggedIn,
  MISSING_AUTH_TOKEN: notLoggedIn,
  REFRESH_TOKEN_ERROR: {
    id: 'shared.api.error.refreshToken',
    defaultMessage: 'Your session has expired. Please, log in again.',
  },
  SESSION_ENDED_BY_ADMINISTRATOR: {
    id: 'shared.api.error.sessionEndedByAdministrator',
    defaultMessage: 'An administrator ended your session. Please, log in again.',
  },
} satisfies Record<ErrorCode, Message>);

/** English wording of each code: the messages' own (the UI shows them translated). */
export const ERROR_TEXTS = Object.fromEntries(
  Object.entries(errorMessages).map(([code, message]) => [code, message.defaultMessage]),
) as Record<ErrorCode, string>;

interface ApiErrorDetails {
  status?: number;
  /** The `message` field of the server's answer, when it sent one. */
  serverMessage?: string | null;
  /** The parsed body of a failed answer (for example the OAuth `error` field). */
  body?: unknown;
  /**
   * True when the answer did not come from the service itself: no answer at all, a gateway's
   * 502/503/504, or a page that is not the service's JSON (a captive portal, a proxy's error).
   */
  unreachable?: boolean;
  cause?: unknown;
}

/** Every failure of a call to the platform. `message` is the server's text when it gave one. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly body: unknown;
  readonly unreachable: boolean;

  constructor(code: ErrorCode, details: ApiErrorDetails = {}) {
    super(details.serverMessage ?? ERROR_TEXTS[code], { cause: details.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = details.status ?? null;
    this.serverMessage = details.serverMessage ?? null;
    this.body = details.body;
    this.unreachable = details.unreachable ?? details.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Why the server refused a session, when it said (the session check's 401 answer,
 * server/src/services/identity/session-check-routes.ts): the reason shown on the sign-in page.
 */
export function signOutReason(error: ApiError): ErrorCode {
  const body = error.body as { reason?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.reason === 'ENDED_BY_ADMINISTRATOR'
    ? ERROR_CODES.sessionEndedByAdministrator
    : ERROR_CODES.notLoggedIn;
}

/** True for answers that retrying cannot change: the caller is not signed in or not allowed. */
export function isAuthFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === ERROR_CODES.unauthorized ||
    error.code === ERROR_CODES.missingAuthToken ||
    error.code === ERROR_CODES.refreshTokenError ||
    error.code === ERROR_CODES.notLoggedIn ||
    error.status === 403
  );
}

/**
 * True when the call got no answer from the server itself: no network, the server is down, a
 * gateway answered 502/503/504 for it, or something else (a captive portal, a proxy) answered
 * with a page that is not the service's JSON. Such a failure says nothing about the session,
 * so it never signs the user out.
 */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.unreachable);
}

/**
 * True only for the identity server's own refusal of a refresh token: a 400 or 401 answer of
 * the token endpoint carrying an OAuth error (RFC 6749 section 5.2), as JSON. Nothing else
 * (no answer, a proxy's page, a server failure, an odd answer) ends the session.
 */
export function isTokenRefusal(error: unknown): boolean {
  if (!isApiError(error) || isNetworkFailure(error)) return false;
  if (error.status !== 400 && error.status !== 401) return false;
  const body = error.body as { error?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && typeof body.error === 'string';
}

/** True when the server answered but failed itself (5xx): no verdict on the session either. */
export function isServerFailure(error: unknown): boolean {
  return isApiError(error) && error.status !== null && error.status >= 500;
}

/**
 * True when the server answered and refused: the session or the data it asked for is not
 * (or no longer) the caller's. Only such an answer signs the user out.
 */
export function isRefusal(error: unknown): boolean {
  if (isNetworkFailure(error) || isServerFailure(error)) return false;
  if (isAuthFailure(error)) return true;
  return isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}
