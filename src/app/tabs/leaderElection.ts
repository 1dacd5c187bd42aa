import type { TabBus, TabMessage } from './protocol';

/** The part of the Web Locks API the election uses. */
export interface LockManagerLike {
  request: (
    name: string,
    options: { steal?: boolean; signal?: AbortSignal },
    callback: () => Promise<void>,
  ) => Promise<unknown>;
}

export interface ElectionTimers {
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

export interface LeaderElectionOptions {
  lockName: string;
  tabId: string;
  /** navigator.locks; null where the browser has none (then heartbeats alone decide). */
  locks: LockManagerLike | null;
  bus: Pick<TabBus, 'post' | 'listen'>;
  now?: () => number;
  /** How often the leader says it is alive. */
  heartbeatMs?: number;
  /** A leader silent for this long is taken over (it closed badly or froze). */
  staleAfterMs?: number;
  timers?: ElectionTimers;
  onChange?: (state: LeaderState) => void;
}

export interface LeaderState {
  isLeader: boolean;
  leaderId: string | null;
}

export interface LeaderElection {
  start: () => void;
  /** Leaves the election for good (the tab closes). */
  stop: () => void;
  /** Steps down and stays out until `resume` (the page is being frozen). */
  pause: () => void;
  resume: () => void;
  readonly state: LeaderState;
}

export const HEARTBEAT_MS = 500;
export const STALE_AFTER_MS = 1500;

const defaultTimers: ElectionTimers = {
  setInterval: (handler, ms) => setInterval(handler, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** A small per-tab delay, so that tabs noticing a silent leader do not all steal at once. */
function jitterOf(tabId: string, spread: number): number {
  let hash = 0;
  for (const char of tabId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % spread;
}

/**
 * One leader among the tabs of this browser (DESIGN.md: one tab polls for all). The leader
 * holds a Web Lock: when its tab closes the lock passes at once to a waiting tab. A tab that
 * freezes or hangs keeps its lock, so the leader also sends a heartbeat on the BroadcastChannel;
 * a leader silent for `staleAfterMs` has its lock stolen by a follower. A stolen leader learns
 * it from the lock and queues again as a follower.
 */
export function createLeaderElection(options: LeaderElectionOptions): LeaderElection {
  const { lockName, tabId, locks, bus } = options;
  const now = options.now ?? Date.now;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const timers = options.timers ?? defaultTimers;
  const jitter = jitterOf(tabId, heartbeatMs);

  const state: LeaderState = { isLeader: false, leaderId: null };
  let running = false;
  let paused = false;
  let lastHeartbeatAt = 0;
  let heartbeat: unknown = null;
  let watchdog: unknown = null;
  let unlisten: (() => void) | null = null;
  /** Ends the current lock hold (resolving the callback's promise releases the lock). */
  let release: (() => void) | null = null;
  let pending: AbortController | null = null;
  let attempt = 0;

  function changed(): void {
    options.onChange?.({ ...state });
  }

  function announce(): void {
    bus.post({ type: 'leader', tabId, at: now() });
  }

  function becomeLeader(): void {
    state.isLeader = true;
    state.leaderId = tabId;
    announce();
    heartbeat = timers.setInterval(announce, heartbeatMs);
    changed();
  }

  function stepDown(): void {
    if (heartbeat !== null) timers.clearInterval(heartbeat);
    heartbeat = null;
    if (!state.isLeader) return;
    state.isLeader = false;
    if (state.leaderId === tabId) state.leaderId = null;
    changed();
  }

  function hold(): Promise<void> {
    return new Promise<void>((resolve) => {
      release = resolve;
      becomeLeader();
    });
  }

  /** Queues for the lock, or takes it from a silent leader with `steal`. */
  function acquire(steal: boolean): void {
    if (!running || paused) return;
    if (!locks) {
      becomeLeader();
      return;
    }
    pending?.abort();
    pending = null;
    const mine = ++attempt;
    const controller = steal ? null : new AbortController();
    pending = controller;
    lastHeartbeatAt = now();
    locks
      .request(lockName, steal ? { steal: true } : { signal: controller?.signal }, () => {
        if (mine !== attempt || !running || paused) return Promise.resolve();
        return hold();
      })
      .catch(() => {
        // Stolen by a tab that found this one silent, or a queued request given up.
      })
      .finally(() => {
        if (mine !== attempt) return;
        release = null;
        stepDown();
        // Back in the queue as a follower, unless this tab is leaving or frozen.
        acquire(false);
      });
  }

  function onMessage(message: TabMessage): void {
    if (message.type !== 'leader' || message.tabId === tabId) return;
    lastHeartbeatAt = now();
    if (state.isLeader && !locks) {
      // Without locks two tabs may both lead for a moment: the lower id keeps it.
      if (message.tabId < tabId) stepDown();
      else return;
    }
    if (state.leaderId !== message.tabId && !state.isLeader) {
      state.leaderId = message.tabId;
      changed();
    }
  }

  function check(): void {
    if (!running || paused || state.isLeader) return;
    if (now() - lastHeartbeatAt > staleAfterMs + jitter) {
      if (state.leaderId !== null) {
        state.leaderId = null;
        changed();
      }
      acquire(true);
    }
  }

  function leave(): void {
    attempt += 1;
    pending?.abort();
    pending = null;
    release?.();
    release = null;
    stepDown();
  }

  return {
    get state() {
      return { ...state };
    },
    start() {
      if (running) return;
      running = true;
      unlisten = bus.listen(onMessage);
      watchdog = timers.setInterval(check, heartbeatMs);
      acquire(false);
    },
    stop() {
      if (!running) return;
      leave();
      running = false;
      unlisten?.();
      unlisten = null;
      if (watchdog !== null) timers.clearInterval(watchdog);
      watchdog = null;
    },
    pause() {
      if (!running || paused) return;
      paused = true;
      leave();
    },
    resume() {
      if (!running || !paused) return;
      paused = false;
      acquire(false);
    },
  };
}
