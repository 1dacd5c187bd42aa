import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useT, useTimeZone } from '../../i18n';
import { useIsOnline } from '../../network';
import { useSharedRefresh } from '../../tabs';
import { formatClockTime } from '../date-range/dateRange';
import { NeedsServerNote, useNeedsServer } from '../offline';
import { refreshMessages, refreshUnitMessages } from './messages';
import {
  digitsOnly,
  intervalAsValueAndUnit,
  isRefreshUnit,
  REFRESH_UNITS,
  refreshIntervalMs,
  stepped,
  validateRefreshInterval,
  type RefreshUnit,
} from './refreshInterval';

interface RefreshEveryProps {
  /**
   * The queries automatic refresh keeps fresh. One tab (the leader) runs the timer for all
   * open tabs and shares the answers, so ten tabs showing a page make one request per interval.
   */
  queryKeys: readonly QueryKey[];
  /**
   * Work of this tab at every tick and on "Refresh now", besides `queryKeys` (e.g. a long
   * list that starts again from its first page).
   */
  onTick?: () => void;
  /**
   * When the page's data was last updated; defaults to the refreshed queries' newest data.
   * Never the time of a refresh that brought nothing: a failed refresh is not a fresh one.
   */
  updatedAt?: number;
}

/**
 * The refresh-every control (spec 2.4): start or stop automatic refresh with a number and a
 * unit; stopping clears the interval. The timer is the tabs' shared one (MultiScreen mode) or
 * this tab's own (Independent mode).
 */
export function RefreshEvery({ queryKeys, onTick, updatedAt }: RefreshEveryProps) {
  const t = useT();
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const refresh = useSharedRefresh(queryKeys);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const [value, setValue] = useState<number | string>(
    () => intervalAsValueAndUnit(refresh.intervalMs).value,
  );
  const [unit, setUnit] = useState<RefreshUnit>(
    () => intervalAsValueAndUnit(refresh.intervalMs).unit,
  );
  const queries = useQueriesState(queryClient, queryKeys);
  const online = useIsOnline();

  // While running, the fields show the running interval (also one started in another tab).
  const shown = refresh.running ? intervalAsValueAndUnit(refresh.intervalMs) : { value, unit };

  const tick = useEffectEvent(() => onTick?.());
  const ticks = refresh.running && onTick !== undefined;
  useEffect(() => {
    if (!ticks) return;
    const timer = setInterval(tick, refresh.intervalMs);
    return () => clearInterval(timer);
  }, [ticks, refresh.intervalMs]);

  const error = refresh.running ? null : validateRefreshInterval(value, unit);
  const errorText = !error
    ? undefined
    : error.code === 'required'
      ? t(refreshMessages.required)
      : // Spec 5's words, 'Must be more then {min}.', over a whole number the rule takes from
        // `min` on: the number named is the one below it (5 seconds is allowed).
        t(refreshMessages.min, { min: error.min - 1 });
  const shownAt = updatedAt ?? queries.dataAt;
  // Data older than the last try: the server cannot be reached, or the last refresh failed.
  const failed = !online || queries.failed;

  return (
    <form
      aria-label={t(refreshMessages.legend)}
      onSubmit={(event) => {
        event.preventDefault();
        if (refresh.running) {
          setValue(shown.value);
          setUnit(shown.unit);
          refresh.stop();
          return;
        }
        const intervalMs = refreshIntervalMs(value, unit);
        if (intervalMs !== null) refresh.start(intervalMs);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        {/* A whole number: digits only, the arrow keys step it. A text field (not Mantine's
            NumberInput, whose formatting library is 24 KB) keeps the pages' toolbar light. */}
        <TextInput
          label={t(refreshMessages.every)}
          value={String(shown.value)}
          onChange={(event) => setValue(digitsOnly(event.currentTarget.value))}
          onKeyDown={(event) => {
            const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
            if (step === undefined) return;
            event.preventDefault();
            setValue(stepped(value, step));
          }}
          inputMode="numeric"
          autoComplete="off"
          error={errorText}
          disabled={refresh.running}
          w={110}
          size="xs"
        />
        <NativeSelect
          label={t(refreshMessages.unit)}
          value={shown.unit}
          disabled={refresh.running}
          data={REFRESH_UNITS.map((option) => ({
            value: option,
            label: t(refreshUnitMessages[option]),
          }))}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isRefreshUnit(next)) setUnit(next);
          }}
          size="xs"
        />
        <Button type="submit" size="xs" variant={refresh.running ? 'light' : 'filled'}>
          {t(refresh.running ? refreshMessages.stop : refreshMessages.start)}
        </Button>
        <Button
          size="xs"
          variant="default"
          {...needsServer}
          onClick={() => {
            for (const queryKey of queryKeys) {
              void queryClient.refetchQueries({ queryKey, exact: true });
            }
            onTick?.();
          }}
        >
          {t(refreshMessages.refreshNow)}
        </Button>
        {shownAt !== null && (
          <Text
            size="xs"
            // The page's own text colour (dimmed would be a colour contrast of its own to keep).
            c={failed ? undefined : 'dimmed'}
            fw={failed ? 600 : undefined}
            aria-live="polite"
            data-testid="refresh-updated"
            data-failed={failed || undefined}
          >
            {t(failed ? refreshMessages.updatedFailed : refreshMessages.updated, {
              time: formatClockTime(shownAt, zone),
            })}
          </Text>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
    </form>
  );
}

/**
 * The newest data of the queries (ms since the epoch, null when none has data yet) and
 * whether any of them failed its last fetch, kept up to date with the query cache.
 */
function useQueriesState(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  const keys = JSON.stringify(queryKeys);
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const snapshot = useSyncExternalStore(subscribe, () => {
    let dataAt = 0;
    let failed = false;
    for (const queryKey of JSON.parse(keys) as QueryKey[]) {
      const state = queryClient.getQueryState(queryKey);
      if (!state) continue;
      dataAt = Math.max(dataAt, state.dataUpdatedAt);
      if (state.status === 'error' || state.fetchFailureCount > 0) failed = true;
    }
    return `${dataAt}|${failed}`;
  });
  const [at, failed] = snapshot.split('|');
  return { dataAt: Number(at) || null, failed: failed === 'true' };
}
