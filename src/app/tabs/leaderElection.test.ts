import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLeaderElection,
  HEARTBEAT_MS,
  STALE_AFTER_MS,
  type ElectionTimers,
  type LeaderElection,
  type LockManagerLike,
} from './leaderElection';
import type { TabBus, TabMessage } from './protocol';

interface LockRequest {
  callback: () => Promise<void>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const abortError = () => new DOMException('The lock request was aborted', 'AbortError');

/** An in-memory Web Locks manager for one lock name: a queue, steal and abort. */
class FakeLocks implements LockManagerLike {
  holder: LockRequest | null = null;
  queue: LockRequest[] = [];

  request(
    _name: string,
    options: { steal?: boolean; signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry: LockRequest = { callback, resolve, reject };
      if (options.steal) {
        this.holder?.reject(abortError());
        this.holder = null;
        this.grant(entry);
        return;
      }
      options.signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(entry);
        if (at >= 0) {
          this.queue.splice(at, 1);
          reject(abortError());
        }
      });
      this.queue.push(entry);
      this.pump();
    });
  }

  private grant(entry: LockRequest): void {
    this.holder = entry;
    void Promise.resolve()
      .then(() => entry.callback())
      .then(
        (value) => {
          if (this.holder === entry) this.holder = null;
          entry.resolve(value);
          this.pump();
        },
        (error: unknown) => {
          if (this.holder === entry) this.holder = null;
          entry.reject(error);
          this.pump();
        },
      );
  }

  private pump(): void {
    if (this.holder) return;
    const next = this.queue.shift();
    if (next) this.grant(next);
  }
}

/** A tab: its end of the shared bus and its own timers, both silenced while frozen. */
class FakeTab {
  frozen = false;
  private readonly handlers = new Set<(message: TabMessage) => void>();

  constructor(private readonly network: Set<FakeTab>) {
    network.add(this);
  }

  readonly bus: Pick<TabBus, 'post' | 'listen'> = {
    post: (message) => {
      if (this.frozen) return;
      for (const tab of this.network) if (tab !== this) tab.deliver(message);
    },
    listen: (handler) => {
      this.handlers.add(handler);
      return () => this.handlers.delete(handler);
    },
  };

  readonly timers: ElectionTimers = {
    setInterval: (handler, ms) =>
      setInterval(() => {
        if (!this.frozen) handler();
      }, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };

  deliver(message: TabMessage): void {
    setTimeout(() => {
      if (this.frozen) return;
      for (const handler of this.handlers) handler(message);
    }, 0);
  }

  close(): void {
    this.network.delete(this);
  }
}

function openTabs(count: number, locks: LockManagerLike | null) {
  const network = new Set<FakeTab>();
  return Array.from({ length: count }, (_, i) => {
    const tab = new FakeTab(network);
    const election = createLeaderElection({
      lockName: 'test.leader',
      tabId: `tab-${i + 1}`,
      locks,
      bus: tab.bus,
      timers: tab.timers,
      now: () => Date.now(),
    });
    election.start();
    return { tab, election };
  });
}

const leaders = (tabs: { election: LeaderElection }[]) =>
  tabs.filter(({ election }) => election.state.isLeader).map(({ election }) => election);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('leader election (Web Locks and heartbeats)', () => {
  it('makes exactly one of three tabs the leader, and the others know which', async () => {
    const tabs = openTabs(3, new FakeLocks());
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    const [leader] = leaders(tabs);
    expect(leaders(tabs)).toHaveLength(1);
    for (const { election } of tabs) expect(election.state.leaderId).toBe(leader?.state.leaderId);
    // It stays that way: followers hear the heartbeat and do not steal.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(leaders(tabs)).toEqual([leader]);
  });

  it('hands over at once when the leader tab closes', async () => {
    const tabs = openTabs(3, new FakeLocks());
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    const closing = tabs.find(({ election }) => election.state.isLeader)!;
    closing.election.stop();
    closing.tab.close();
    await vi.advanceTimersByTimeAsync(0);
    const rest = tabs.filter((entry) => entry !== closing);
    expect(leaders(rest)).toHaveLength(1);
  });

  it('takes over from a frozen leader within the stale limit, and the old one follows', async () => {
    const tabs = openTabs(3, new FakeLocks());
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    const frozen = tabs.find(({ election }) => election.state.isLeader)!;
    frozen.tab.frozen = true; // keeps the lock, says nothing
    const rest = tabs.filter((entry) => entry !== frozen);

    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS);
    expect(leaders(rest)).toHaveLength(0);
    // Heartbeat period + stale limit + jitter (< one heartbeat) + a check: well under 2 s.
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS + HEARTBEAT_MS);
    expect(leaders(rest)).toHaveLength(1);

    frozen.tab.frozen = false;
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(frozen.election.state.isLeader).toBe(false);
    expect(leaders(tabs)).toHaveLength(1);
  });

  it('steps down while paused (page frozen by the browser) and queues again on resume', async () => {
    const tabs = openTabs(2, new FakeLocks());
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    const first = tabs.find(({ election }) => election.state.isLeader)!;
    first.election.pause();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.election.state.isLeader).toBe(false);
    expect(leaders(tabs)).toHaveLength(1);
    first.election.resume();
    await vi.advanceTimersByTimeAsync(5 * HEARTBEAT_MS);
    expect(leaders(tabs)).toHaveLength(1);
    expect(first.election.state.isLeader).toBe(false);
  });

  it('without Web Locks, heartbeats alone leave one leader: the lowest tab id', async () => {
    const tabs = openTabs(3, null);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(leaders(tabs).map((election) => election.state.leaderId)).toEqual(['tab-1']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(leaders(tabs)).toHaveLength(1);
  });
});
