import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODES, ERROR_TEXTS, type ErrorCode } from './errors';
import { errorMessages } from './messages';

const codes = Object.values(ERROR_CODES) as ErrorCode[];

describe('the error texts of spec section 8', () => {
  it('declares each wording once: codes that say the same share one message', () => {
    for (const code of codes) {
      for (const other of codes) {
        if (errorMessages[code].defaultMessage !== errorMessages[other].defaultMessage) continue;
        expect(errorMessages[other], `${code} and ${other}`).toBe(errorMessages[code]);
      }
    }
  });

  it('are the English wording of the translatable messages', () => {
    for (const code of codes) {
      expect(ERROR_TEXTS[code]).toBe(errorMessages[code].defaultMessage);
      expect(new ApiError(code).message).toBe(errorMessages[code].defaultMessage);
    }
  });
});
