/** Rules of the refresh-every control (spec 2.4, 5 and 9). */

export const REFRESH_UNITS = ['seconds', 'minutes', 'hours'] as const;
export type RefreshUnit = (typeof REFRESH_UNITS)[number];

export const DEFAULT_REFRESH_VALUE = 60;
export const DEFAULT_REFRESH_UNIT: RefreshUnit = 'seconds';

const UNIT_MS: Record<RefreshUnit, number> = {
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
};

export const isRefreshUnit = (value: unknown): value is RefreshUnit =>
  typeof value === 'string' && (REFRESH_UNITS as readonly string[]).includes(value);

/** The smallest number allowed: 5 for seconds, otherwise 1. */
export const minimumFor = (unit: RefreshUnit): number => (unit === 'seconds' ? 5 : 1);

export type RefreshIntervalError = { code: 'required' } | { code: 'min'; min: number };

/** Validates the number of the interval: required, a positive number at least the minimum. */
export function validateRefreshInterval(
  value: number | string | null | undefined,
  unit: RefreshUnit,
): RefreshIntervalError | null {
  if (value === null || value === undefined) return { code: 'required' };
  const text = String(value).trim();
  if (text === '') return { code: 'required' };
  const number = Number(text);
  if (!Number.isFinite(number)) return { code: 'required' };
  const min = minimumFor(unit);
  if (number < min) return { code: 'min', min };
  return null;
}

/** The interval in milliseconds; null when the number is not valid. */
export function refreshIntervalMs(
  value: number | string | null | undefined,
  unit: RefreshUnit,
): number | null {
  if (validateRefreshInterval(value, unit)) return null;
  return Number(value) * UNIT_MS[unit];
}

/**
 * The number and unit that show an interval: the largest unit that divides it, except that a
 * minute shows as the default 60 seconds.
 */
export function intervalAsValueAndUnit(intervalMs: number): { value: number; unit: RefreshUnit } {
  for (const unit of ['hours', 'minutes'] as const) {
    if (intervalMs > UNIT_MS.minutes && intervalMs % UNIT_MS[unit] === 0) {
      return { value: intervalMs / UNIT_MS[unit], unit };
    }
  }
  return { value: Math.max(1, Math.round(intervalMs / UNIT_MS.seconds)), unit: 'seconds' };
}

/** What is typed into the interval's field, kept to its digits: a whole number or nothing. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The field's number moved by `step` (the arrow keys), never below 0; empty counts as 0. */
export function stepped(value: number | string, step: number): string {
  const number = Number(String(value).trim() || '0');
  return String(Math.max(0, (Number.isFinite(number) ? Math.trunc(number) : 0) + step));
}
