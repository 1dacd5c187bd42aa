import { proxy } from 'valtio';

/**
 * Whether the console can talk to its server. The browser's own flag says whether there is a
 * network at all; `serverReachable` turns false when a request fails without an answer (the
 * server is down or a proxy swallowed it) and true again with the next answer.
 */
export const networkStatus = proxy({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
});

export function isOnline(status: { browserOnline: boolean; serverReachable: boolean }): boolean {
  return status.browserOnline && status.serverReachable;
}

/** A request got an answer, whatever its status: the server is there. */
export function reportServerAnswered(): void {
  if (!networkStatus.serverReachable) networkStatus.serverReachable = true;
}

/** A request failed without an answer. */
export function reportServerUnreachable(): void {
  if (networkStatus.serverReachable) networkStatus.serverReachable = false;
}
