import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n';
import { dateIntervalText } from './dateInterval';

describe('a channel’s date interval', () => {
  const oslo = createTranslator('en', {}, 'Europe/Oslo');

  it('reads as two dates in the organization’s zone, not as UTC ISO text', () => {
    const text = dateIntervalText('2026-11-20T23:00:00.000Z/2026-11-28T08:58:04.000Z', oslo);
    expect(text).toBe(
      `${oslo.formatDateTime(Date.UTC(2026, 10, 20, 23))} – ${oslo.formatDateTime(Date.UTC(2026, 10, 28, 8, 58, 4))}`,
    );
    // Midnight in Oslo, one hour after the UTC midnight the text named.
    expect(text).toContain('21/11/2026, 00:00:00');
  });

  it('says an open interval goes on', () => {
    expect(dateIntervalText('2026-11-20T23:00:00.000Z/', oslo)).toBe(
      '21/11/2026, 00:00:00 – ongoing',
    );
  });

  it('shows what is no interval as it is', () => {
    expect(dateIntervalText('P1D', oslo)).toBe('P1D');
  });
});
