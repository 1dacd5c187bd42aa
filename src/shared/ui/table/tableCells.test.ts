import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n';
import { compactTimeFormat } from './tableCells';

describe('compactTimeFormat', () => {
  it('shows the time alone for today in the console zone, date and time otherwise', () => {
    const oslo = createTranslator('en', {}, 'Europe/Oslo');
    // 00:30 on 2 May in Oslo (22:30 on 1 May in UTC).
    const now = Date.UTC(2026, 4, 1, 22, 30);
    const format = compactTimeFormat(oslo, now);
    expect(format(Date.UTC(2026, 4, 1, 22, 5, 9))).toBe('00:05:09');
    // 23:55 on 1 May in Oslo: yesterday there, although today in UTC.
    expect(format(Date.UTC(2026, 4, 1, 21, 55))).toBe(
      oslo.formatDateTime(Date.UTC(2026, 4, 1, 21, 55)),
    );
    expect(format(Date.UTC(2026, 4, 1, 21, 55))).toContain('23:55:00');
    const utc = compactTimeFormat(createTranslator('en', {}, 'UTC'), now);
    expect(utc(Date.UTC(2026, 4, 1, 21, 55))).toBe('21:55:00');
  });
});
