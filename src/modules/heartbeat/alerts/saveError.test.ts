import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api';
import { isRecipient, outsideRecipientsMessage, recipientProblem } from '../../../shared/contracts';
import { createTranslator } from '../../../shared/i18n';
import no from '../../../../locales/no.json';
import { saveErrorText } from './saveError';

const refused = (message: string) =>
  new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 403, serverMessage: message });

describe('alert save errors', () => {
  it("says in the user's language which recipients need an admin", () => {
    const error = refused(outsideRecipientsMessage(['a@partner.test', 'b@other.test']));
    expect(saveErrorText(error, createTranslator('en', {}, 'UTC').t)).toBe(
      "Only an admin may add recipients outside the e-mail domains of the organization's users: a@partner.test, b@other.test.",
    );
    const norwegian = saveErrorText(error, createTranslator('no', no, 'UTC').t);
    expect(norwegian).toContain('a@partner.test, b@other.test');
    expect(norwegian).not.toContain('Only an admin');
  });

  it("shows any other refusal as the server's message", () => {
    expect(saveErrorText(refused('Invalid email'), createTranslator('en', {}, 'UTC').t)).toBe(
      'Invalid email',
    );
  });
});

describe('alert recipients', () => {
  it('takes a plain address only, as the server does', () => {
    for (const bad of [
      '<script>@x.test',
      'Ops <ops@example.com>',
      '"a"@example.com',
      'a@example.com, b@example.com',
      'a b@example.com',
      'a%b@example.com',
      'a@[127.0.0.1]',
      'a..b@example.com',
      'a@example',
    ]) {
      expect(recipientProblem(bad, []), bad).toBe('invalidEmail');
    }
    expect(recipientProblem(" O'Brien+Alerts@Partner.test ", [])).toBeNull();
    expect(recipientProblem('ops@example.com', ['OPS@example.com'])).toBe('sameEmail');
    expect(isRecipient(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isRecipient(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });
});
