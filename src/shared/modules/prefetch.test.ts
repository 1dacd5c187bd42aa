import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCHED_FRESH_MS, prefetchedStaleTime, prefetchFresh } from './prefetch';

/** A page's query that the console asks for ahead as it starts, counting the asks. */
function flowsAsked() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let asked = 0;
  let fail = false;
  const options = queryOptions({
    queryKey: ['flows', 2],
    queryFn: () => {
      asked += 1;
      return fail ? Promise.reject(new Error('down')) : Promise.resolve([]);
    },
    staleTime: prefetchedStaleTime,
  });
  /** A page mounting with the query: whether it asked for it again. */
  const mount = async () => {
    const before = asked;
    const observer = new QueryObserver(queryClient, options);
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const stop = observer.subscribe((result) => {
      if (!result.isFetching) settle();
    });
    // A fetch starts as the observer subscribes: wait for its answer.
    if (observer.getCurrentResult().isFetching) await settled;
    stop();
    return asked > before;
  };
  return {
    queryClient,
    options,
    mount,
    asked: () => asked,
    failing: () => {
      fail = true;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchedStaleTime', () => {
  it("keeps the start-up prefetch's answer fresh for 10 s: the page mounting then does not ask", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const flows = flowsAsked();
    await prefetchFresh(flows.queryClient, flows.options);
    expect(flows.asked()).toBe(1);
    expect(await flows.mount()).toBe(false);
    vi.setSystemTime(Date.now() + PREFETCHED_FRESH_MS - 1);
    expect(await flows.mount()).toBe(false);
    vi.setSystemTime(Date.now() + 2);
    expect(await flows.mount()).toBe(true);
  });

  it("makes any other answer stale at once: the page's own, a refresh's, a restored copy", async () => {
    const flows = flowsAsked();
    // The flows page's own answer: the issues page opened a moment later asks again.
    expect(await flows.mount()).toBe(true);
    expect(await flows.mount()).toBe(true);

    // The prefetch's answer replaced by a refresh: the next page asks again.
    const other = flowsAsked();
    await prefetchFresh(other.queryClient, other.options);
    await other.queryClient.refetchQueries({ queryKey: other.options.queryKey });
    expect(other.asked()).toBe(2);
    expect(await other.mount()).toBe(true);

    // A copy restored from the browser, and a prefetch that failed: the copy is not marked.
    const restored = flowsAsked();
    restored.queryClient.setQueryData(restored.options.queryKey, []);
    restored.failing();
    await prefetchFresh(restored.queryClient, restored.options);
    expect(restored.asked()).toBe(1);
    expect(await restored.mount()).toBe(true);
  });
});
