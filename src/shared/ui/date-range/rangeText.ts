import type { Translator } from '../../i18n';
import {
  formatRangeDate,
  QUICK_DATE_KEYS,
  resolveSelection,
  type DateRangeSelection,
  type ResolvedRange,
} from './dateRange';
import { dateRangeMessages, quickDateMessages } from './messages';

type Clock = Pick<Translator, 't' | 'timeZone'>;

/** The two ends of a range as the picker shows them: year.month.day @ hh:mm:ss, in the zone. */
export function rangeText(
  { t, timeZone }: Clock,
  selection: DateRangeSelection,
  range: ResolvedRange,
) {
  const from = formatRangeDate(range.fromDate, timeZone);
  if (selection.toDate === null && selection.dateOptionIndex === null) {
    return t(dateRangeMessages.liveValue, { from });
  }
  return t(dateRangeMessages.value, { from, to: formatRangeDate(range.toDate, timeZone) });
}

/** How a remembered selection reads: a quick date by its name, otherwise its two ends. */
export function describeSelection(clock: Clock, selection: DateRangeSelection, now = Date.now()) {
  const index = selection.dateOptionIndex;
  const key = index === null ? undefined : QUICK_DATE_KEYS[index];
  if (key) return clock.t(quickDateMessages[key]);
  return rangeText(clock, selection, resolveSelection(selection, now, clock.timeZone));
}
