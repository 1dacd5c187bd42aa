import { describe, expect, it } from 'vitest';
import {
  addDaysIn,
  addMonthsIn,
  fromZoned,
  isKnownTimeZone,
  startOfDayIn,
  startOfMonthIn,
  startOfWeekIn,
  zonedClock,
  zonedDate,
  zonedIso,
  zonedParts,
  zoneOffset,
} from './zonedTime';

const OSLO = 'Europe/Oslo';
const HOUR = 3_600_000;

// Every expectation is in UTC epoch milliseconds: they hold whatever zone the process runs in
// (the suite is meant to pass with TZ=UTC, where the browser's zone and Oslo's differ).
describe('zoned time', () => {
  it('reads a typed time in the given zone, not in the process zone', () => {
    // Winter time (UTC+1) and summer time (UTC+2).
    expect(fromZoned({ year: 2026, month: 1, day: 15, hour: 23, minute: 46 }, OSLO)).toBe(
      Date.UTC(2026, 0, 15, 22, 46),
    );
    expect(fromZoned({ year: 2026, month: 7, day: 1, hour: 0, minute: 30 }, OSLO)).toBe(
      Date.UTC(2026, 5, 30, 22, 30),
    );
    expect(fromZoned({ year: 2026, month: 7, day: 1, hour: 0, minute: 30 }, 'UTC')).toBe(
      Date.UTC(2026, 6, 1, 0, 30),
    );
  });

  it('shows a moment as the zone’s clock shows it', () => {
    const at = Date.UTC(2026, 4, 1, 21, 46, 5);
    expect(zonedDate(at, OSLO)).toBe('2026-05-01');
    expect(zonedClock(at, OSLO)).toBe('23:46:05');
    expect(zonedClock(at, 'UTC')).toBe('21:46:05');
    expect(zonedDate(Date.UTC(2026, 4, 1, 22, 0), OSLO, '.')).toBe('2026.05.02');
    expect(zonedIso(at + 7, OSLO)).toBe('2026-05-01T23:46:05.007+02:00');
    expect(zonedIso(at, 'America/St_Johns')).toBe('2026-05-01T19:16:05.000-02:30');
    expect(zonedParts(Date.UTC(2026, 4, 1, 22, 0), OSLO)).toMatchObject({ hour: 0, weekday: 6 });
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    // 2026-03-29 02:00 in Oslo the clock jumps to 03:00: 02:30 does not exist.
    const gap = fromZoned({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, OSLO);
    expect(gap).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(zonedClock(gap, OSLO)).toBe('03:30:00');
    // Either side of the gap is read as it is.
    expect(fromZoned({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }, OSLO)).toBe(
      Date.UTC(2026, 2, 29, 0, 59),
    );
    expect(fromZoned({ year: 2026, month: 3, day: 29, hour: 3 }, OSLO)).toBe(
      Date.UTC(2026, 2, 29, 1, 0),
    );
  });

  it('takes the earlier of a time that happens twice in the fall-back hour', () => {
    // 2026-10-25 03:00 summer time in Oslo the clock goes back to 02:00: 02:30 happens twice.
    const twice = fromZoned({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, OSLO);
    expect(twice).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(zoneOffset(twice, OSLO)).toBe(2 * HOUR);
    expect(zonedClock(twice + HOUR, OSLO)).toBe('02:30:00');
    expect(fromZoned({ year: 2026, month: 10, day: 25, hour: 3 }, OSLO)).toBe(
      Date.UTC(2026, 9, 25, 2, 0),
    );
  });

  it('finds days, weeks and months in the zone', () => {
    // 00:30 on Saturday 2 May in Oslo is still Friday 1 May in UTC.
    const at = Date.UTC(2026, 4, 1, 22, 30);
    expect(startOfDayIn(at, OSLO)).toBe(Date.UTC(2026, 4, 1, 22, 0));
    expect(startOfDayIn(at, 'UTC')).toBe(Date.UTC(2026, 4, 1));
    expect(startOfWeekIn(at, OSLO)).toBe(Date.UTC(2026, 3, 26, 22, 0));
    expect(startOfMonthIn(at, OSLO)).toBe(Date.UTC(2026, 3, 30, 22, 0));
    // A day across the spring change is 23 hours long; the time of day is kept.
    const beforeChange = Date.UTC(2026, 2, 28, 11, 0);
    expect(addDaysIn(beforeChange, 1, OSLO) - beforeChange).toBe(23 * HOUR);
    expect(startOfDayIn(Date.UTC(2026, 2, 29, 12), OSLO)).toBe(Date.UTC(2026, 2, 28, 23));
  });

  it('moves by calendar months, keeping to the end of a shorter month', () => {
    const march31 = fromZoned({ year: 2026, month: 3, day: 31, hour: 12 }, OSLO);
    expect(zonedDate(addMonthsIn(march31, -1, OSLO), OSLO)).toBe('2026-02-28');
    expect(zonedClock(addMonthsIn(march31, -1, OSLO), OSLO)).toBe('12:00:00');
    expect(zonedDate(addMonthsIn(march31, -12, OSLO), OSLO)).toBe('2025-03-31');
    expect(zonedDate(addMonthsIn(march31, 11, OSLO), OSLO)).toBe('2027-02-28');
  });

  it('knows which zones the browser knows', () => {
    expect(isKnownTimeZone(OSLO)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
