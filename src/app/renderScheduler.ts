import { notifyManager } from '@tanstack/react-query';

/** A hidden tab draws no frames: its answers reach the components after this long instead. */
export const HIDDEN_FLUSH_MS = 100;

/**
 * Query answers reach the components once per frame: every answer that came in since the last
 * frame, in one render. Left to its default (a timeout per answer), the reads of a start
 * arriving a few milliseconds apart rendered the page once each, a task and a layout each.
 * Where no frame comes (a hidden tab), a timeout flushes them, so nothing piles up. The cache,
 * its persistence and the other tabs are told at once as before (cache listeners are not
 * scheduled).
 */
export function renderAnswersPerFrame(): void {
  if (typeof requestAnimationFrame !== 'function') return;
  let queued: (() => void)[] = [];
  let frame = 0;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  // Whichever comes first flushes and calls the other off: a leftover timeout would flush the
  // next batch before its frame.
  const flush = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
    const run = queued;
    queued = [];
    for (const next of run) next();
  };
  notifyManager.setScheduler((callback) => {
    queued.push(callback);
    if (queued.length > 1) return;
    frame = requestAnimationFrame(flush);
    timeout = setTimeout(flush, HIDDEN_FLUSH_MS);
  });
}
