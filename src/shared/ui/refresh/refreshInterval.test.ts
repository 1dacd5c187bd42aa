import { describe, expect, it } from 'vitest';
import { refreshMessages } from './messages';
import {
  DEFAULT_REFRESH_UNIT,
  DEFAULT_REFRESH_VALUE,
  digitsOnly,
  intervalAsValueAndUnit,
  minimumFor,
  refreshIntervalMs,
  stepped,
  validateRefreshInterval,
} from './refreshInterval';

describe('refresh interval (spec 5 and 9)', () => {
  it('defaults to 60 seconds', () => {
    expect(DEFAULT_REFRESH_VALUE).toBe(60);
    expect(DEFAULT_REFRESH_UNIT).toBe('seconds');
    expect(refreshIntervalMs(DEFAULT_REFRESH_VALUE, DEFAULT_REFRESH_UNIT)).toBe(60_000);
  });

  it('needs at least 5 seconds, or 1 minute or hour', () => {
    expect(minimumFor('seconds')).toBe(5);
    expect(minimumFor('minutes')).toBe(1);
    expect(minimumFor('hours')).toBe(1);
    expect(validateRefreshInterval(4, 'seconds')).toEqual({ code: 'min', min: 5 });
    expect(validateRefreshInterval(5, 'seconds')).toBeNull();
    expect(validateRefreshInterval(0, 'minutes')).toEqual({ code: 'min', min: 1 });
    expect(validateRefreshInterval(-3, 'hours')).toEqual({ code: 'min', min: 1 });
    expect(validateRefreshInterval(1, 'hours')).toBeNull();
  });

  it('requires a number', () => {
    expect(validateRefreshInterval('', 'seconds')).toEqual({ code: 'required' });
    expect(validateRefreshInterval('  ', 'minutes')).toEqual({ code: 'required' });
    expect(validateRefreshInterval(null, 'minutes')).toEqual({ code: 'required' });
    expect(validateRefreshInterval(undefined, 'minutes')).toEqual({ code: 'required' });
    expect(validateRefreshInterval('abc', 'minutes')).toEqual({ code: 'required' });
    expect(validateRefreshInterval('12', 'seconds')).toBeNull();
  });

  it('converts each unit to milliseconds, and gives nothing for an invalid number', () => {
    expect(refreshIntervalMs(5, 'seconds')).toBe(5000);
    expect(refreshIntervalMs(2, 'minutes')).toBe(120_000);
    expect(refreshIntervalMs(1, 'hours')).toBe(3_600_000);
    expect(refreshIntervalMs(4, 'seconds')).toBeNull();
    expect(refreshIntervalMs('', 'hours')).toBeNull();
  });

  it('words its errors as the spec does (sic)', () => {
    expect(refreshMessages.required.defaultMessage).toBe('Field is required');
    expect(refreshMessages.min.defaultMessage).toBe('Must be more then {min}.');
  });

  it('shows an interval in the largest unit that divides it, a minute as 60 seconds', () => {
    expect(intervalAsValueAndUnit(60_000)).toEqual({ value: 60, unit: 'seconds' });
    expect(intervalAsValueAndUnit(5_000)).toEqual({ value: 5, unit: 'seconds' });
    expect(intervalAsValueAndUnit(90_000)).toEqual({ value: 90, unit: 'seconds' });
    expect(intervalAsValueAndUnit(120_000)).toEqual({ value: 2, unit: 'minutes' });
    expect(intervalAsValueAndUnit(7_200_000)).toEqual({ value: 2, unit: 'hours' });
  });
});

describe('the interval field', () => {
  it('keeps only the digits of what is typed', () => {
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly('-30 s')).toBe('30');
    expect(digitsOnly('')).toBe('');
  });

  it('steps the number with the arrow keys, never below 0', () => {
    expect(stepped(60, 1)).toBe('61');
    expect(stepped('5', -1)).toBe('4');
    expect(stepped('', 1)).toBe('1');
    expect(stepped('0', -1)).toBe('0');
  });
});
