import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshTarget } from './protocol';
import { RefreshScheduler } from './refreshScheduler';

const STATUS: RefreshTarget = {
  hash: '["platform","status"]',
  queryKey: ['platform', 'status'],
  intervalMs: 5000,
  updatedAt: 0,
};

function leaderScheduler(tabId = 'leader') {
  const runs: string[] = [];
  const scheduler = new RefreshScheduler({
    tabId,
    now: () => Date.now(),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    runLocal: (queryKey) => {
      runs.push(`local:${JSON.stringify(queryKey)}`);
      // The refetch answers a moment later; the answer moves the next run back.
      setTimeout(() => scheduler.noteData(STATUS.hash, Date.now()), 20);
    },
    runRemote: (to, hash) => {
      runs.push(`${to}:${hash}`);
      setTimeout(() => scheduler.noteData(hash, Date.now()), 20);
    },
  });
  return { scheduler, runs };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('the leader refresh timer', () => {
  it('refreshes a query shown by three tabs once per interval', async () => {
    const { scheduler, runs } = leaderScheduler();
    scheduler.start();
    const fresh = { ...STATUS, updatedAt: Date.now() };
    scheduler.setLocalTargets([fresh]);
    scheduler.reportTargets('tab-b', [fresh]);
    scheduler.reportTargets('tab-c', [fresh]);
    await vi.advanceTimersByTimeAsync(20_500);
    expect(runs).toHaveLength(4);
    expect(runs.every((run) => run.startsWith('local:'))).toBe(true);
  });

  it('asks the first tab showing it when the leader does not show the query', async () => {
    const { scheduler, runs } = leaderScheduler();
    scheduler.reportTargets('tab-c', [STATUS]);
    scheduler.reportTargets('tab-b', [STATUS]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual([`tab-b:${STATUS.hash}`]);
  });

  it('waits a full interval after data arrived from a refresh in any tab', async () => {
    const { scheduler, runs } = leaderScheduler();
    scheduler.start();
    scheduler.setLocalTargets([{ ...STATUS, updatedAt: Date.now() }]);
    await vi.advanceTimersByTimeAsync(4000);
    scheduler.noteData(STATUS.hash, Date.now()); // a manual refresh in another tab
    await vi.advanceTimersByTimeAsync(4000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1100);
    expect(runs).toHaveLength(1);
  });

  it('keeps separate timers for tabs with other intervals (Independent mode)', async () => {
    const { scheduler, runs } = leaderScheduler();
    scheduler.start();
    scheduler.reportTargets('tab-b', [{ ...STATUS, updatedAt: Date.now() }]);
    scheduler.reportTargets('tab-c', [{ ...STATUS, intervalMs: 10_000, updatedAt: Date.now() }]);
    expect(scheduler.groups()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_100);
    // tab-b's 5 s timer ran at 5 s; the 10 s timer found data 5 s old and waited.
    expect(runs.filter((run) => run.startsWith('tab-b'))).toHaveLength(2);
  });

  it('forgets tabs that stopped reporting, and does nothing while not the leader', async () => {
    const { scheduler, runs } = leaderScheduler();
    scheduler.reportTargets('tab-b', [STATUS]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(0);
    vi.advanceTimersByTime(30_000);
    scheduler.sweep();
    expect(scheduler.groups()).toHaveLength(0);
  });
});
