import { onlineManager } from '@tanstack/react-query';
import type { QueryPersistence } from './queryPersistence';

/**
 * Writes the query cache's pending changes at once whenever a later write may never come:
 * - the page is hidden: a tab put away or a locked tablet may be discarded with no other event;
 * - `pagehide`: a reload, a navigation away, the tab closed;
 * - the console goes offline (no network, or the server out of reach): the moment a user
 *   reloads to get back what was just on screen.
 * Persistence is otherwise throttled and waits for idle moments: without this, data that
 * arrived in the last second or so before any of these was gone after the reload.
 */
export function flushOnLeave(persistence: Pick<QueryPersistence, 'flush'>): () => void {
  const flush = () => void persistence.flush().catch(() => undefined);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = onlineManager.subscribe((online) => {
    if (!online) flush();
  });
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
    unsubscribe();
  };
}
