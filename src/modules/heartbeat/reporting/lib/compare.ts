import { fromZoned, zonedParts } from '../../../../shared/lib';
import type { ResolvedRange } from '../../../../shared/ui/date-range';
import type { CompareChoice } from '../keys';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The start of the compare period the server is asked for: undefined for the previous period
 * (the server's default); a chosen day at the range's start time in the console's zone.
 */
export function compareFromOf(
  choice: CompareChoice,
  range: ResolvedRange,
  zone: string,
): number | undefined {
  if (choice.kind === 'previous') return undefined;
  const match = DATE.exec(choice.date);
  if (!match) return undefined;
  const start = zonedParts(range.fromDate, zone);
  const at = fromZoned(
    {
      year: Number(match[1]),
      month: Number(match[2]),
      day: Number(match[3]),
      hour: start.hour,
      minute: start.minute,
      second: start.second,
      millisecond: start.millisecond,
    },
    zone,
  );
  return Number.isFinite(at) && at >= 0 ? at : undefined;
}
