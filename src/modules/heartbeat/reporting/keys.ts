import { rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';
import { trafficKeys } from '../model/traffic';

/** How the compare period is chosen: the period before the range, or one starting on a day. */
export type CompareChoice = { kind: 'previous' } | { kind: 'chosen'; date: string };

/** Key fragment of reporting: under traffic, so it refreshes with the other traffic views. */
export const reportingKeys = {
  report: (org: number, range: QueryRange, compare: CompareChoice) =>
    [
      ...trafficKeys.traffic(org),
      'report',
      rangeKey(range),
      compare.kind === 'chosen' ? compare.date : null,
    ] as const,
};
