import { describe, expect, it } from 'vitest';
import { axisTime } from './axisTime';

describe('the traffic chart axis', () => {
  // 22:46 UTC on 23 November 2026: 23:46 in Oslo (winter time), 06:46 next day in Shanghai.
  const at = Date.UTC(2026, 10, 23, 22, 46);

  it('shows times in the console zone, not the browser zone', () => {
    expect(axisTime(at, 'UTC', false)).toBe('22:46');
    expect(axisTime(at, 'Europe/Oslo', false)).toBe('23:46');
    expect(axisTime(at, 'Asia/Shanghai', false)).toBe('06:46');
  });

  it('shows the date of the zone over longer ranges', () => {
    expect(axisTime(at, 'Europe/Oslo', true)).toBe('11.23 23:46');
    expect(axisTime(at, 'Asia/Shanghai', true)).toBe('11.24 06:46');
  });

  it('follows summer time', () => {
    // 12:00 UTC on 1 July 2026: 14:00 in Oslo.
    expect(axisTime(Date.UTC(2026, 6, 1, 12), 'Europe/Oslo', false)).toBe('14:00');
  });
});
