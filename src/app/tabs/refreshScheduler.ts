import type { QueryKey } from '@tanstack/react-query';
import type { RefreshTarget } from './protocol';

export interface SchedulerDeps {
  tabId: string;
  now: () => number;
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  /** Refetch a query shown by this tab. */
  runLocal: (queryKey: QueryKey) => void;
  /** Ask tab `to` to refetch a query it shows. */
  runRemote: (to: string, hash: string) => void;
}

interface Group {
  hash: string;
  queryKey: QueryKey;
  intervalMs: number;
  tabs: string[];
  updatedAt: number;
}

/** A refetch not answered within this long is tried again. */
export const RUN_TIMEOUT_MS = 15_000;
/** Tabs that did not report their targets for this long are forgotten. */
export const TAB_FORGET_MS = 25_000;

/**
 * The leader's refresh timer for all tabs. Tabs report the queries they want refreshed and
 * how often; equal (query, interval) pairs of several tabs are one timer, so N tabs showing the
 * same page make one request per interval. A query is due `intervalMs` after its data was last
 * updated in any tab (a manual refresh anywhere pushes the next one back); the leader refetches
 * it itself when it shows it, else asks the first tab that does.
 */
export class RefreshScheduler {
  private readonly deps: SchedulerDeps;
  private local: RefreshTarget[] = [];
  private readonly remote = new Map<string, { targets: RefreshTarget[]; seenAt: number }>();
  private readonly updatedAt = new Map<string, number>();
  private readonly runningSince = new Map<string, number>();
  private timer: unknown = null;
  private active = false;

  constructor(deps: SchedulerDeps) {
    this.deps = deps;
  }

  /** Starts timing (this tab became the leader). */
  start(): void {
    this.active = true;
    this.plan();
  }

  stop(): void {
    this.active = false;
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
    this.runningSince.clear();
  }

  setLocalTargets(targets: RefreshTarget[]): void {
    this.local = targets;
    for (const target of targets) this.noteData(target.hash, target.updatedAt, false);
    this.plan();
  }

  reportTargets(tabId: string, targets: RefreshTarget[]): void {
    if (tabId === this.deps.tabId) return;
    this.remote.set(tabId, { targets, seenAt: this.deps.now() });
    for (const target of targets) this.noteData(target.hash, target.updatedAt, false);
    this.plan();
  }

  forgetTab(tabId: string): void {
    this.remote.delete(tabId);
    this.plan();
  }

  /** Drops tabs that stopped answering (closed without saying goodbye). */
  sweep(): void {
    const limit = this.deps.now() - TAB_FORGET_MS;
    for (const [tabId, entry] of this.remote) if (entry.seenAt < limit) this.remote.delete(tabId);
  }

  /** Fresh data of `hash` arrived (in this tab or another): its next refresh moves back. */
  noteData(hash: string, updatedAt: number, replan = true): void {
    if (updatedAt > (this.updatedAt.get(hash) ?? 0)) {
      this.updatedAt.set(hash, updatedAt);
      for (const key of [...this.runningSince.keys()]) {
        if (key.endsWith(`|${hash}`)) this.runningSince.delete(key);
      }
    }
    if (replan) this.plan();
  }

  /** The groups now timed, for tests and the benchmark. */
  groups(): Group[] {
    const byKey = new Map<string, Group>();
    const add = (tabId: string, target: RefreshTarget) => {
      const key = `${target.intervalMs}|${target.hash}`;
      const group = byKey.get(key) ?? {
        hash: target.hash,
        queryKey: target.queryKey,
        intervalMs: target.intervalMs,
        tabs: [],
        updatedAt: 0,
      };
      if (!group.tabs.includes(tabId)) group.tabs.push(tabId);
      group.updatedAt = Math.max(
        group.updatedAt,
        target.updatedAt,
        this.updatedAt.get(target.hash) ?? 0,
      );
      byKey.set(key, group);
    };
    for (const target of this.local) add(this.deps.tabId, target);
    for (const [tabId, { targets }] of this.remote)
      for (const target of targets) add(tabId, target);
    for (const group of byKey.values()) group.tabs.sort();
    return [...byKey.values()];
  }

  private plan(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
    if (!this.active) return;
    const now = this.deps.now();
    let next = Number.POSITIVE_INFINITY;
    for (const group of this.groups()) {
      const key = `${group.intervalMs}|${group.hash}`;
      const started = this.runningSince.get(key);
      if (started !== undefined && now - started < RUN_TIMEOUT_MS) {
        next = Math.min(next, started + RUN_TIMEOUT_MS);
        continue;
      }
      const due = group.updatedAt + group.intervalMs;
      if (due <= now) {
        this.runningSince.set(key, now);
        this.dispatch(group);
        next = Math.min(next, now + RUN_TIMEOUT_MS);
      } else {
        next = Math.min(next, due);
      }
    }
    if (Number.isFinite(next)) {
      this.timer = this.deps.setTimeout(
        () => {
          this.timer = null;
          this.plan();
        },
        Math.max(50, next - now),
      );
    }
  }

  private dispatch(group: Group): void {
    if (group.tabs.includes(this.deps.tabId)) this.deps.runLocal(group.queryKey);
    else if (group.tabs[0]) this.deps.runRemote(group.tabs[0], group.hash);
  }
}
