import { defineMessages, type Message } from '../i18n';
import { isApiError, type ErrorCode } from './errors';

/** Translatable wording of the error codes of spec section 8. */
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
  USER_AUTH_NOT_LOGGED_IN: {
    id: 'shared.api.error.notLoggedIn',
    defaultMessage: 'You are not logged in. Please, log in and try again.',
  },
  MISSING_AUTH_TOKEN: {
    id: 'shared.api.error.missingAuthToken',
    defaultMessage: 'You are not logged in. Please, log in and try again.',
  },
  REFRESH_TOKEN_ERROR: {
    id: 'shared.api.error.refreshToken',
    defaultMessage: 'Your session has expired. Please, log in again.',
  },
} satisfies Record<ErrorCode, Message>);

/** What to tell the user about a failed call: the server's own words, else the code's text. */
export function describeError(error: unknown, translate: (message: Message) => string): string {
  if (isApiError(error)) return error.serverMessage ?? translate(errorMessages[error.code]);
  return translate(errorMessages.HTTP_RESPONSE_STATUS_NOT_2XX);
}
