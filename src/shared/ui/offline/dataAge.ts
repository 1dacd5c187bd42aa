import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * When a view built from several answers was fetched: the oldest of them, since the view is
 * only as fresh as that one. 0 (not shown) while none has arrived.
 */
export function oldestFetch(...times: number[]): number {
  const known = times.filter((time) => time > 0);
  return known.length > 0 ? Math.min(...known) : 0;
}

/**
 * The page's data age: the times of the "Data fetched" lines on screen (FetchedAt), by line,
 * and the oldest of them. The offline banner says the same time: the session's, the
 * preferences' and the shell's answers are not the page's data and do not count.
 */
const shown = new Map<object, number>();
const listeners = new Set<() => void>();
let pageDataAge = 0;

function update(): void {
  const next = oldestFetch(...shown.values());
  if (next === pageDataAge) return;
  pageDataAge = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => pageDataAge;
const none = () => 0;

/** A "Data fetched" line on screen: its time counts in the page's data age while it shows. */
export function useShownFetch(updatedAt: number): void {
  const [line] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!updatedAt) return;
    shown.set(line, updatedAt);
    update();
    return () => {
      shown.delete(line);
      update();
    };
  }, [line, updatedAt]);
}

/**
 * The page's data age: the oldest "Data fetched" on screen (ms since the epoch), 0 when the
 * page shows none.
 */
export function usePageDataAge(): number {
  return useSyncExternalStore(subscribe, current, none);
}
