import {
  MAX_ATTEMPTS_LIMIT,
  STRATEGY_NAME_MAX,
  type AutomationStrategy,
  type AutomationStrategyInput,
  type WaitUnit,
} from '../../../shared/contracts';
import { fromZoned, zonedClock, zonedDate } from '../../../shared/lib';

/** What the strategy form holds: times as the zone's wall clock (YYYY-MM-DDTHH:mm). */
export interface StrategyDraft {
  name: string;
  approxWaitTime: number | string;
  approxWaitTimeUnit: WaitUnit;
  maxAttempts: number | string;
  startAt: string;
  deadline: string;
}

export type DraftProblem =
  'required' | 'tooLong' | 'waitRange' | 'attemptsRange' | 'invalidDate' | 'deadlineBeforeStart';

export const WAIT_MAX = 10_000;

const wall = (at: number, zone: string) =>
  `${zonedDate(at, zone)}T${zonedClock(at, zone).slice(0, 5)}`;

/** The moment a `YYYY-MM-DDTHH:mm` wall time shows in the zone, or null. */
export function parseWall(text: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return fromZoned({ year, month, day, hour, minute }, zone);
}

export function draftOf(
  strategy: AutomationStrategy | null,
  zone: string,
  now: number,
): StrategyDraft {
  if (!strategy) {
    return {
      name: '',
      approxWaitTime: 30,
      approxWaitTimeUnit: 'MINUTES',
      maxAttempts: 3,
      startAt: wall(now, zone),
      deadline: wall(now + 7 * 86_400_000, zone),
    };
  }
  return {
    name: strategy.name,
    approxWaitTime: strategy.approxWaitTime,
    approxWaitTimeUnit: strategy.approxWaitTimeUnit,
    maxAttempts: strategy.maxAttempts,
    startAt: wall(Date.parse(strategy.startAt), zone),
    deadline: wall(Date.parse(strategy.deadline), zone),
  };
}

const integerIn = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The problem of each field, and the input to send when there is none. */
export function checkDraft(
  draft: StrategyDraft,
  zone: string,
): {
  problems: Partial<Record<keyof StrategyDraft, DraftProblem>>;
  input: AutomationStrategyInput | null;
} {
  const problems: Partial<Record<keyof StrategyDraft, DraftProblem>> = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > STRATEGY_NAME_MAX) problems.name = 'tooLong';
  if (!integerIn(draft.approxWaitTime, 1, WAIT_MAX)) problems.approxWaitTime = 'waitRange';
  if (!integerIn(draft.maxAttempts, 1, MAX_ATTEMPTS_LIMIT)) problems.maxAttempts = 'attemptsRange';
  const start = parseWall(draft.startAt, zone);
  const deadline = parseWall(draft.deadline, zone);
  if (start === null) problems.startAt = 'invalidDate';
  if (deadline === null) problems.deadline = 'invalidDate';
  else if (start !== null && deadline <= start) problems.deadline = 'deadlineBeforeStart';
  if (Object.keys(problems).length > 0 || start === null || deadline === null) {
    return { problems, input: null };
  }
  return {
    problems,
    input: {
      name,
      approxWaitTime: Number(draft.approxWaitTime),
      approxWaitTimeUnit: draft.approxWaitTimeUnit,
      maxAttempts: Number(draft.maxAttempts),
      startAt: new Date(start).toISOString(),
      deadline: new Date(deadline).toISOString(),
    },
  };
}
