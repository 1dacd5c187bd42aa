import { rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';

/** How the compare period is chosen: the period before the range, or one starting on a day. */
export type CompareChoice = { kind: 'previous' } | { kind: 'chosen'; date: string };

/** Key fragment of reporting: under traffic, so it refreshes with the other traffic views. */
export const reportingKeys = {
  report: (org: number, range: QueryRange, compare: CompareChoice) =>
    [
      'heartbeat',
      org,
      'traffic',
      'report',
      rangeKey(range),
      compare.kind === 'chosen' ? compare.date : null,
    ] as const,
};
