import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import { currentRange, type QueryRange } from '../../../shared/ui/date-range';
import { reportingKeys, type CompareChoice } from './keys';
import { compareFromOf } from './lib/compare';

/** The all-flows report of the range and its compare period. */
export const reportingQueries = {
  report: (org: number, range: QueryRange, compare: CompareChoice, zone: string) =>
    queryOptions({
      queryKey: reportingKeys.report(org, range, compare),
      queryFn: () => {
        const now = currentRange(range);
        return insightsApi.report(org, now, compareFromOf(compare, now, zone));
      },
      placeholderData: keepPreviousData,
    }),
};
