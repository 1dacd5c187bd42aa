/* eslint-disable max-lines -- one closure over a tab's coordination state: the bus handlers, the
   leader's timer and the shared settings read and write the same variables. */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { identityApi, readAuth } from '../../shared/api';
import { isOnline, networkStatus } from '../../shared/network';
import { DATE_RANGE_PARAMS, type DateRangeParams, type MultiScreenMode } from '../../shared/tabs';
import { createLeaderElection, type LeaderElection, type LockManagerLike } from './leaderElection';
import { broadcastBus, type RefreshTarget, type TabBus, type TabMessage } from './protocol';
import { RefreshScheduler } from './refreshScheduler';
import { startSessionWatch } from './sessionWatch';
import {
  DATE_RANGE_KEY,
  MULTI_SCREEN_KEY,
  readSharedDateRange,
  REFRESH_KEY,
  syncTabsState,
  tabsState,
  writeRefresh,
  writeSharedDateRange,
  writeStoredMode,
} from './tabsState';

/** The shell waits this long for other windows to answer (spec 1 and 9). */
export const WINDOWS_REPLY_WAIT_MS = 1000;
/** The periodic timer of spec 9: the leader asks every tab what it refreshes, and forgets gone tabs. */
export const TABS_SWEEP_INTERVAL_MS = 10_000;
export const LEADER_LOCK = 'console.tabs.leader';

export function isDateRangeParams(value: unknown): value is DateRangeParams {
  if (typeof value !== 'object' || value === null) return false;
  return DATE_RANGE_PARAMS.every((name) => {
    const field = (value as Record<string, unknown>)[name];
    return field === null || typeof field === 'string';
  });
}

export interface TabCoordinator {
  readonly tabId: string;
  start: () => void;
  stop: () => void;
  /** Keeps `keys` refreshed every `intervalMs`; returns the function that stops it. */
  register: (keys: readonly QueryKey[], intervalMs: number) => () => void;
  setRefresh: (settings: { intervalMs: number; running: boolean }) => void;
  setMode: (mode: MultiScreenMode) => void;
  setFeatureEnabled: (enabled: boolean) => void;
  publishDateRange: (params: DateRangeParams) => void;
  onDateRange: (listener: (params: DateRangeParams) => void) => () => void;
  /** The date range last chosen in MultiScreen mode in any tab, or null. */
  sharedDateRange: () => DateRangeParams | null;
  readonly election: LeaderElection;
  readonly scheduler: RefreshScheduler;
}

export interface TabCoordinatorOptions {
  queryClient: QueryClient;
  bus?: TabBus;
  locks?: LockManagerLike | null;
  tabId?: string;
  /** The leader's session check (sessionWatch.ts); null for none. */
  sessionCheck?: (() => Promise<unknown>) | null;
}

function newTabId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  return navigator.locks as unknown as LockManagerLike;
}

/**
 * Many tabs, one poller (DESIGN.md): elects a leader, runs the shared refresh timer there,
 * shares fresh query data with every tab, keeps the multi-screen setting, the refresh timer
 * and (in MultiScreen mode) the date range in step, counts the other open windows, and (the
 * leader) asks every few seconds whether the session is still open (sessionWatch.ts).
 */
export function createTabCoordinator(options: TabCoordinatorOptions): TabCoordinator {
  const { queryClient } = options;
  const bus = options.bus ?? broadcastBus();
  const tabId = options.tabId ?? newTabId();
  tabsState.tabId = tabId;

  const registrations = new Map<number, { keys: QueryKey[]; intervalMs: number }>();
  let nextRegistration = 1;
  /** Queries another tab asked this one to refetch: their answer is shared. */
  const requested = new Set<string>();
  const dateRangeListeners = new Set<(params: DateRangeParams) => void>();
  let lastDateRange: DateRangeParams | null = null;
  const cleanups: (() => void)[] = [];

  const scheduler = new RefreshScheduler({
    tabId,
    now: () => Date.now(),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    runLocal: (queryKey) => void queryClient.refetchQueries({ queryKey, exact: true }),
    runRemote: (to, hash) => bus.post({ type: 'run', tabId, to, hash }),
  });

  const election = createLeaderElection({
    lockName: LEADER_LOCK,
    tabId,
    locks: options.locks === undefined ? browserLocks() : options.locks,
    bus,
    onChange: ({ isLeader, leaderId }) => {
      tabsState.isLeader = isLeader;
      tabsState.leaderId = leaderId;
      // Visible to browser tests and to whoever inspects a wall screen.
      if (typeof document !== 'undefined') {
        document.documentElement.dataset.tabLeader = String(isLeader);
      }
      if (isLeader) {
        scheduler.start();
        bus.post({ type: 'who', tabId });
      } else {
        scheduler.stop();
      }
    },
  });

  function localTargets(): RefreshTarget[] {
    const targets = new Map<string, RefreshTarget>();
    for (const { keys, intervalMs } of registrations.values()) {
      for (const queryKey of keys) {
        const hash = hashKey(queryKey);
        targets.set(`${intervalMs}|${hash}`, {
          hash,
          queryKey,
          intervalMs,
          updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0,
        });
      }
    }
    return [...targets.values()];
  }

  function localHashes(): Set<string> {
    return new Set(localTargets().map((target) => target.hash));
  }

  function publishTargets(): void {
    const targets = localTargets();
    scheduler.setLocalTargets(targets);
    bus.post({ type: 'targets', tabId, targets });
  }

  function applyData(hash: string, data: unknown, updatedAt: number): void {
    const query = queryClient.getQueryCache().get(hash);
    if (query && query.state.dataUpdatedAt < updatedAt) {
      queryClient.setQueryData(query.queryKey, data, { updatedAt });
    }
    scheduler.noteData(hash, updatedAt);
  }

  const helloReplies = new Set<string>();

  function onMessage(message: TabMessage): void {
    switch (message.type) {
      case 'hello':
        bus.post({
          type: 'here',
          tabId,
          to: message.tabId,
          dateRange: tabsState.mode === 'MultiScreen' ? lastDateRange : null,
        });
        return;
      case 'here':
        if (message.to !== tabId) return;
        helloReplies.add(message.tabId);
        if (message.dateRange && !lastDateRange) lastDateRange = message.dateRange;
        return;
      case 'who':
        if (registrations.size > 0) publishTargets();
        return;
      case 'targets':
        scheduler.reportTargets(message.tabId, message.targets);
        return;
      case 'run':
        if (message.to !== tabId) return;
        requested.add(message.hash);
        void queryClient.refetchQueries({ predicate: (query) => query.queryHash === message.hash });
        return;
      case 'data':
        applyData(message.hash, message.data, message.updatedAt);
        return;
      case 'date-range':
        if (tabsState.mode !== 'MultiScreen') return;
        lastDateRange = message.params;
        for (const listener of dateRangeListeners) listener(message.params);
        return;
      case 'bye':
        scheduler.forgetTab(message.tabId);
        return;
      case 'leader':
        return;
    }
  }

  function shareFreshData(): () => void {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) {
        return;
      }
      const { queryHash, queryKey, state } = event.query;
      if (!requested.has(queryHash) && !localHashes().has(queryHash)) return;
      requested.delete(queryHash);
      scheduler.noteData(queryHash, state.dataUpdatedAt);
      bus.post({
        type: 'data',
        tabId,
        hash: queryHash,
        queryKey,
        data: state.data,
        updatedAt: state.dataUpdatedAt,
      });
    });
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === MULTI_SCREEN_KEY || event.key === REFRESH_KEY || event.key === null) {
      const before = `${tabsState.intervalMs}|${tabsState.running}`;
      syncTabsState();
      if (before !== `${tabsState.intervalMs}|${tabsState.running}`) publishTargets();
    }
    if (event.key === DATE_RANGE_KEY && event.newValue === null) lastDateRange = null;
  }

  return {
    tabId,
    election,
    scheduler,

    start() {
      syncTabsState();
      cleanups.push(bus.listen(onMessage), shareFreshData());
      election.start();
      bus.post({ type: 'hello', tabId });
      const replyTimer = setTimeout(() => {
        tabsState.otherWindows = helloReplies.size;
      }, WINDOWS_REPLY_WAIT_MS);
      const sweep = setInterval(() => {
        if (!tabsState.isLeader) return;
        scheduler.sweep();
        bus.post({ type: 'who', tabId });
      }, TABS_SWEEP_INTERVAL_MS);
      cleanups.push(
        () => clearTimeout(replyTimer),
        () => clearInterval(sweep),
      );
      const sessionCheck =
        options.sessionCheck === undefined
          ? () => identityApi.checkSession()
          : options.sessionCheck;
      if (sessionCheck) {
        cleanups.push(
          startSessionWatch({
            isLeader: () => tabsState.isLeader,
            signedIn: () => readAuth().token !== null,
            online: () => isOnline(networkStatus),
            check: sessionCheck,
          }),
        );
      }
      if (typeof window !== 'undefined') {
        const bye = () => {
          bus.post({ type: 'bye', tabId });
          election.stop();
        };
        const freeze = () => election.pause();
        const resume = () => election.resume();
        window.addEventListener('storage', onStorage);
        window.addEventListener('pagehide', bye);
        document.addEventListener('freeze', freeze);
        document.addEventListener('resume', resume);
        cleanups.push(() => {
          window.removeEventListener('storage', onStorage);
          window.removeEventListener('pagehide', bye);
          document.removeEventListener('freeze', freeze);
          document.removeEventListener('resume', resume);
        });
      }
    },

    stop() {
      election.stop();
      scheduler.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },

    register(keys, intervalMs) {
      const id = nextRegistration++;
      registrations.set(id, { keys: [...keys], intervalMs });
      publishTargets();
      return () => {
        registrations.delete(id);
        publishTargets();
      };
    },

    setRefresh(settings) {
      writeRefresh(tabsState.mode, settings);
      syncTabsState();
    },

    setMode(mode) {
      writeStoredMode(mode);
      syncTabsState();
    },

    setFeatureEnabled(enabled) {
      if (tabsState.featureEnabled === enabled) return;
      tabsState.featureEnabled = enabled;
      syncTabsState();
    },

    publishDateRange(params) {
      lastDateRange = params;
      writeSharedDateRange(params);
      bus.post({ type: 'date-range', tabId, params });
    },

    onDateRange(listener) {
      dateRangeListeners.add(listener);
      return () => dateRangeListeners.delete(listener);
    },

    sharedDateRange() {
      return lastDateRange ?? readSharedDateRange(isDateRangeParams);
    },
  };
}
