import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, parseWall } from './strategyDraft';

const ZONE = 'Europe/Oslo';

describe('the strategy form', () => {
  it('reads times as the wall clock of the console zone', () => {
    expect(parseWall('2026-01-15T08:30', ZONE)).toBe(Date.UTC(2026, 0, 15, 7, 30));
    expect(parseWall('2026-07-15T08:30', ZONE)).toBe(Date.UTC(2026, 6, 15, 6, 30));
    expect(parseWall('2026-13-01T00:00', ZONE)).toBeNull();
    expect(parseWall('yesterday', ZONE)).toBeNull();
  });

  it('round-trips a saved strategy', () => {
    const strategy = {
      id: 1,
      name: 'Relay retries',
      approxWaitTime: 30,
      approxWaitTimeUnit: 'MINUTES' as const,
      deadline: '2026-02-01T07:00:00.000Z',
      maxAttempts: 5,
      startAt: '2026-01-01T07:00:00.000Z',
      updated: '2026-01-01T07:00:00.000Z',
    };
    const { input, problems } = checkDraft(draftOf(strategy, ZONE, 0), ZONE);
    expect(problems).toEqual({});
    expect(input).toEqual({
      name: 'Relay retries',
      approxWaitTime: 30,
      approxWaitTimeUnit: 'MINUTES',
      maxAttempts: 5,
      startAt: strategy.startAt,
      deadline: strategy.deadline,
    });
  });

  it('names each problem', () => {
    const draft = {
      ...draftOf(null, ZONE, Date.UTC(2026, 0, 1)),
      name: '  ',
      approxWaitTime: 0,
      maxAttempts: 101,
      deadline: '2025-12-31T00:00',
    };
    expect(checkDraft(draft, ZONE)).toEqual({
      problems: {
        name: 'required',
        approxWaitTime: 'waitRange',
        maxAttempts: 'attemptsRange',
        deadline: 'deadlineBeforeStart',
      },
      input: null,
    });
  });
});
