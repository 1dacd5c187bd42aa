import { describeError, isApiError } from '../../../shared/api';
import { outsideRecipientsIn } from '../../../shared/contracts';
import type { Translate } from '../../../shared/i18n';
import { alertMessages as m } from './messages';

/**
 * What the form says when a save failed: the server's refusal of recipients outside the
 * organization's domains (a deployer's 403) in the user's language with the addresses it
 * named, anything else as the console describes errors.
 */
export function saveErrorText(error: unknown, t: Translate): string {
  const outside = isApiError(error) ? outsideRecipientsIn(error.serverMessage) : null;
  if (outside) return t(m.outsideRecipients, { emails: outside.join(', ') });
  return describeError(error, t);
}
