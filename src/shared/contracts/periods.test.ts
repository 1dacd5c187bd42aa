import { describe, expect, it } from 'vitest';
import { periodsOf } from './periods';

const OSLO = 'Europe/Oslo';
const HOUR = 3_600_000;

// Expectations are UTC epoch milliseconds: they hold whatever zone the process runs in.
describe('periods of a zone', () => {
  it('are local days, 23 and 25 hours long across the daylight-saving changes', () => {
    // 2025-03-30 is 23 hours long in Oslo, 2025-10-26 25 hours.
    expect(periodsOf(Date.UTC(2025, 2, 29, 23), Date.UTC(2025, 2, 31, 22), OSLO, 'Daily')).toEqual([
      [Date.UTC(2025, 2, 29, 23), Date.UTC(2025, 2, 30, 22)],
      [Date.UTC(2025, 2, 30, 22), Date.UTC(2025, 2, 31, 22)],
    ]);
    const [fallBack] = periodsOf(
      Date.UTC(2025, 9, 26, 12),
      Date.UTC(2025, 9, 26, 13),
      OSLO,
      'Daily',
    );
    expect(fallBack).toEqual([Date.UTC(2025, 9, 25, 22), Date.UTC(2025, 9, 26, 23)]);
    expect(fallBack![1] - fallBack![0]).toBe(25 * HOUR);
  });

  it('cover every period the range overlaps, from the start of the first', () => {
    // From 10:00 on the 2nd to 00:30 on the 4th (Oslo, winter): the 2nd, 3rd and 4th.
    const days = periodsOf(Date.UTC(2025, 0, 2, 9), Date.UTC(2025, 0, 3, 23, 30), OSLO, 'Daily');
    expect(days.map(([start]) => start)).toEqual([
      Date.UTC(2025, 0, 1, 23),
      Date.UTC(2025, 0, 2, 23),
      Date.UTC(2025, 0, 3, 23),
    ]);
  });

  it('are weeks that start on Monday and calendar months, in the zone', () => {
    // Sunday 2025-03-30 belongs to the week of Monday 2025-03-24.
    expect(periodsOf(Date.UTC(2025, 2, 30, 12), Date.UTC(2025, 2, 31, 12), OSLO, 'Weekly')).toEqual(
      [
        [Date.UTC(2025, 2, 23, 23), Date.UTC(2025, 2, 30, 22)],
        [Date.UTC(2025, 2, 30, 22), Date.UTC(2025, 3, 6, 22)],
      ],
    );
    expect(
      periodsOf(Date.UTC(2024, 11, 15), Date.UTC(2025, 1, 10), OSLO, 'Monthly').map(([s]) => s),
    ).toEqual([Date.UTC(2024, 10, 30, 23), Date.UTC(2024, 11, 31, 23), Date.UTC(2025, 0, 31, 23)]);
    expect(periodsOf(Date.UTC(2025, 5, 1), Date.UTC(2025, 5, 2), 'UTC', 'Monthly')).toEqual([
      [Date.UTC(2025, 5, 1), Date.UTC(2025, 6, 1)],
    ]);
  });

  it('begin when a day whose midnight the zone skips begins', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2024-09-08: the day begins at 04:00Z.
    const [day] = periodsOf(
      Date.UTC(2024, 8, 8, 12),
      Date.UTC(2024, 8, 8, 13),
      'America/Santiago',
      'Daily',
    );
    expect(day).toEqual([Date.UTC(2024, 8, 8, 4), Date.UTC(2024, 8, 9, 3)]);
  });
});
