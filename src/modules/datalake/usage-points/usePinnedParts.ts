import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTimeZone } from '../../../shared/i18n';
import { oldestFetch } from '../../../shared/ui/offline';
import { datalakeQueries } from '../queries';
import { PINNED_READINGS, pinnedReadingsRange } from './pins';

/** Parts kept for a pin are fetched again at most this often while they are shown. */
const PIN_STALE_MS = 5 * 60_000;

/** What a pin keeps of a usage point, and how far it got. */
export interface PinParts {
  /** The parts to keep: details, message log, related assets and each channel's readings;
   * null while the details (which name the channels) are not there. */
  total: number | null;
  kept: number;
  /** Bytes of the parts kept (their JSON, UTF-8). */
  bytes: number;
  failed: number;
  fetching: boolean;
  complete: boolean;
  /** When the oldest part kept was fetched, 0 if none. */
  updatedAt: number;
  /** The usage point's details were fetched (on this device, now or before). */
  hasDetails: boolean;
  retry: () => void;
}

const sizes = new WeakMap<object, number>();
const encoder = new TextEncoder();

function sizeOf(data: unknown): number {
  if (typeof data !== 'object' || data === null) return 0;
  let size = sizes.get(data);
  if (size === undefined) {
    size = encoder.encode(JSON.stringify(data)).length;
    sizes.set(data, size);
  }
  return size;
}

/**
 * The parts of a usage point that its tabs show (details, message log, related assets, and
 * each channel's readings of the last 7 days at the selectors' defaults), as a pin keeps them.
 * With `fetch`, they are fetched (and kept fresh); without, only what is there is read.
 */
export function usePinnedParts(org: number, id: string, fetch: boolean): PinParts {
  const zone = useTimeZone();
  const range = useMemo(() => pinnedReadingsRange(zone), [zone]);
  const options = { enabled: fetch, staleTime: PIN_STALE_MS };
  const details = useQuery({ ...datalakeQueries.usagePoint(org, id), ...options });
  const messages = useQuery({ ...datalakeQueries.messages(org, id), ...options });
  const assets = useQuery({ ...datalakeQueries.relatedAssets(org, id), ...options });
  const detail = details.data;
  const readings = useQueries({
    queries: (detail?.channels ?? []).map((channel) => ({
      ...datalakeQueries.readings(org, id, channel.channelId, range, PINNED_READINGS),
      ...options,
    })),
  });
  const parts = [details, messages, assets, ...readings];
  const kept = parts.filter((part) => part.data !== undefined);
  return {
    total: detail ? parts.length : null,
    kept: kept.length,
    bytes: kept.reduce((sum, part) => sum + sizeOf(part.data), 0),
    failed: parts.filter((part) => part.isError && part.data === undefined).length,
    fetching: parts.some((part) => part.fetchStatus === 'fetching'),
    complete: detail !== undefined && kept.length === parts.length,
    updatedAt: oldestFetch(...kept.map((part) => part.dataUpdatedAt)),
    hasDetails: detail !== undefined,
    retry: () => {
      for (const part of parts) if (part.isError) void part.refetch();
    },
  };
}
