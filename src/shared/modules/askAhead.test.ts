import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its reads and its "boot is asking" flag are per page load. */
async function freshAskAhead() {
  vi.resetModules();
  return import('./askAhead');
}

/** A query as a page declares it, counting the reads its own function makes. */
function flowsQuery(answer: () => Promise<string[]>) {
  const reads = { count: 0 };
  const options = queryOptions({
    queryKey: ['heartbeat', 2, 'flows'],
    queryFn: () => {
      reads.count += 1;
      return answer();
    },
  });
  return { options, reads };
}

describe('reads asked before boot', () => {
  it('are begun at once and taken over by the query client once, without a second read', async () => {
    const { askBeforeBoot, withEarlyRead } = await freshAskAhead();
    const { options, reads } = flowsQuery(() => Promise.resolve(['meter-readings-in']));
    askBeforeBoot(options);
    expect(reads.count).toBe(1);

    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(withEarlyRead(options));
    expect(queryClient.getQueryData(options.queryKey)).toEqual(['meter-readings-in']);
    expect(reads.count).toBe(1);
    // Taken once: a later ask reads anew.
    await queryClient.fetchQuery({ ...withEarlyRead(options), staleTime: 0 });
    expect(reads.count).toBe(2);
  });

  it("fall back to the query's own read when the early one failed", async () => {
    const { askBeforeBoot, withEarlyRead } = await freshAskAhead();
    let fail = true;
    const { options, reads } = flowsQuery(() =>
      fail ? Promise.reject(new Error('token refreshed meanwhile')) : Promise.resolve(['again']),
    );
    askBeforeBoot(options);
    fail = false;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery(withEarlyRead(options));
    expect(queryClient.getQueryData(options.queryKey)).toEqual(['again']);
    expect(reads.count).toBe(2);
  });

  it('are left alone when boot comes too late for them', async () => {
    const { askBeforeBoot, takeEarlyRead, EARLY_READ_MS } = await freshAskAhead();
    const { options } = flowsQuery(() => Promise.resolve([]));
    askBeforeBoot(options);
    expect(takeEarlyRead(options.queryKey, Date.now() + EARLY_READ_MS + 1)).toBeNull();
  });

  it('let go of an answer no boot took, after the same while', async () => {
    vi.useFakeTimers();
    try {
      const { askBeforeBoot, takeEarlyRead, EARLY_READ_MS } = await freshAskAhead();
      const { options } = flowsQuery(() => Promise.resolve([]));
      askBeforeBoot(options);
      vi.advanceTimersByTime(EARLY_READ_MS);
      // Asked with the time it began at: gone all the same, not only too old.
      expect(takeEarlyRead(options.queryKey, 0)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not begun once boot asks itself (a fast network brings boot first)', async () => {
    const { askBeforeBoot, withEarlyRead } = await freshAskAhead();
    const { options, reads } = flowsQuery(() => Promise.resolve([]));
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(withEarlyRead(options));
    expect(reads.count).toBe(1);
    askBeforeBoot(options);
    expect(reads.count).toBe(1);
  });
});
