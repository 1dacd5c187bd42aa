import type { Message } from '../i18n';
import { errorMessages, isApiError } from './errors';

export { errorMessages };

/** What to tell the user about a failed call: the server's own words, else the code's text. */
export function describeError(error: unknown, translate: (message: Message) => string): string {
  if (isApiError(error)) return error.serverMessage ?? translate(errorMessages[error.code]);
  return translate(errorMessages.HTTP_RESPONSE_STATUS_NOT_2XX);
}
