import { describe, expect, it } from 'vitest';
import { oldestFetch } from './fetchedAt';

describe('oldestFetch', () => {
  it('is the oldest answer a view is built from, ignoring those not arrived', () => {
    expect(oldestFetch(2000, 1000, 3000)).toBe(1000);
    expect(oldestFetch(0, 1500)).toBe(1500);
    expect(oldestFetch(0, 0)).toBe(0);
    expect(oldestFetch()).toBe(0);
  });
});
