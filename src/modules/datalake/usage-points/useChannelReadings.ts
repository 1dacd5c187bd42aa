import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReadingSelectors } from '../../../shared/contracts';
import { useTimeZone } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import type { QueryRange } from '../../../shared/ui/date-range';
import { datalakeQueries } from '../queries';
import { PINNED_READINGS, pinnedReadingsRange } from './pins';

/**
 * A channel's readings over `range` with `selectors`. Offline, when those were never fetched
 * on this device but a pin kept the channel's (the last 7 days at the defaults), the kept ones
 * are shown instead, and `fromPin` says so: the readings tab of a pinned usage point works
 * offline though it was never opened.
 */
export function useChannelReadings(
  org: number,
  usagePointId: string,
  channelId: number,
  range: QueryRange,
  selectors: ReadingSelectors,
) {
  const online = useIsOnline();
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const pinnedRange = useMemo(() => pinnedReadingsRange(zone), [zone]);
  const asked = datalakeQueries.readings(org, usagePointId, channelId, range, selectors);
  const keptOptions = {
    ...datalakeQueries.readings(org, usagePointId, channelId, pinnedRange, PINNED_READINGS),
    enabled: false,
  };
  // Read only, and watched: kept readings restored from storage after the first render count.
  const kept = useQuery(keptOptions);
  const fromPin =
    !online && kept.data !== undefined && queryClient.getQueryData(asked.queryKey) === undefined;
  const readings = useQuery(fromPin ? keptOptions : asked);
  return { readings, fromPin };
}
