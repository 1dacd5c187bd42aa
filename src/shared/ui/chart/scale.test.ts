import { describe, expect, it } from 'vitest';
import { labelStep, linePath, nearestIndex, niceTicks, stackTops } from './scale';

describe('chart scale', () => {
  it('ticks in round whole steps up to at least the largest value', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('writes every n-th label so that none overlaps the next', () => {
    expect(labelStep(1, 0, 35)).toBe(1);
    expect(labelStep(10, 100, 35)).toBe(1);
    expect(labelStep(288, 2, 35)).toBe(26);
  });

  it('stacks series, a missing or negative value counting as none', () => {
    expect(stackTops([[3, 1], [5, -2], [2]], 2)).toEqual([
      [3, 5, 2],
      [4, 5, 2],
    ]);
  });

  it('finds the point nearest to the pointer, within the range', () => {
    expect(nearestIndex(-40, 5, 10)).toBe(0);
    expect(nearestIndex(14, 5, 10)).toBe(1);
    expect(nearestIndex(16, 5, 10)).toBe(2);
    expect(nearestIndex(400, 5, 10)).toBe(4);
    expect(nearestIndex(5, 1, 0)).toBe(0);
  });

  it('draws straight segments', () => {
    expect(
      linePath([
        [0, 10],
        [5.56, 2],
      ]),
    ).toBe('M0.0,10.0L5.6,2.0');
  });
});
