import type { QueryKey } from '@tanstack/react-query';
import type { DateRangeParams } from '../../shared/tabs';

/** A query a tab wants refreshed every `intervalMs`, and when its data was last updated. */
export interface RefreshTarget {
  hash: string;
  queryKey: QueryKey;
  intervalMs: number;
  updatedAt: number;
}

/** Messages between the tabs of this browser, on one BroadcastChannel. */
export type TabMessage =
  /** The leader's heartbeat. */
  | { type: 'leader'; tabId: string; at: number }
  /** A new tab asks which windows are open (spec 1: it waits 1 second for replies). */
  | { type: 'hello'; tabId: string }
  | { type: 'here'; tabId: string; to: string; dateRange: DateRangeParams | null }
  /** The leader asks every tab for its refresh targets. */
  | { type: 'who'; tabId: string }
  | { type: 'targets'; tabId: string; targets: RefreshTarget[] }
  /** The leader asks tab `to` to refetch one query (the leader does not show it itself). */
  | { type: 'run'; tabId: string; to: string; hash: string }
  /** Fresh data of a query, for every tab showing it. */
  | {
      type: 'data';
      tabId: string;
      hash: string;
      queryKey: QueryKey;
      data: unknown;
      updatedAt: number;
    }
  | { type: 'date-range'; tabId: string; params: DateRangeParams }
  | { type: 'bye'; tabId: string };

export const TAB_CHANNEL = 'console-tabs';

export interface TabBus {
  post: (message: TabMessage) => void;
  listen: (handler: (message: TabMessage) => void) => () => void;
  close: () => void;
}

/** The BroadcastChannel of this origin's tabs; a silent bus where there is none. */
export function broadcastBus(name = TAB_CHANNEL): TabBus {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, listen: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // Data that cannot be cloned is simply not shared.
      }
    },
    listen: (handler) => {
      const onMessage = (event: MessageEvent<TabMessage>) => handler(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
