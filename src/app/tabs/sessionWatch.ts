/** How often the leader tab asks whether the session is still open. */
export const SESSION_CHECK_INTERVAL_MS = 5_000;

export interface SessionWatchOptions {
  /** Only the many-tabs leader asks: one request per interval per browser, not per tab. */
  isLeader: () => boolean;
  signedIn: () => boolean;
  /** Offline or with the server unreachable, nobody is asked (nothing would answer). */
  online: () => boolean;
  /** Asks the server; a refusal signs every tab out with the server's reason (shared/api). */
  check: () => Promise<unknown>;
  intervalMs?: number;
}

/**
 * Watches the session of a signed-in console: a session ended elsewhere (an administrator's
 * "Terminate selected", a sign-out on another device) signs this browser's tabs out within
 * seconds, with auto refresh on or off. One check at a time; a failure without an answer
 * says nothing about the session and is left to the connectivity watch.
 */
export function startSessionWatch(options: SessionWatchOptions): () => void {
  const { intervalMs = SESSION_CHECK_INTERVAL_MS } = options;
  let asking = false;
  const timer = setInterval(() => {
    if (asking || !options.isLeader() || !options.signedIn() || !options.online()) return;
    asking = true;
    options
      .check()
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
