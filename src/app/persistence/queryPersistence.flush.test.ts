import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from './keyValueStore';
import { fetched, flows, OPERATOR_NORDKRAFT, recordWrites, setup } from './testing';

describe('query cache persistence, flushed', () => {
  it('flushes at once, in one transaction, what waits for the throttle or an idle moment', async () => {
    const idle: (() => void)[] = [];
    const store = memoryStore();
    const written = recordWrites(store);
    const first = setup({
      store,
      throttleMs: 0,
      yieldToPage: () => new Promise<void>((resolve) => idle.push(resolve)),
    });
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['heartbeat', 2, 'flows'], flows(600));
    // The throttled write has begun, and waits for an idle moment.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    await fetched(first.queryClient, ['session', 'user', 7], { userId: 7 });

    // Handed to the store before flush returns: a page going away runs nothing after it.
    const update = vi.spyOn(store, 'update');
    const flushed = first.persistence.flush();
    expect(update).toHaveBeenCalledTimes(1);
    const pieces = () => [...store.entries.keys()].filter((key) => key.includes('|c|'));
    expect(pieces()).toHaveLength(3);
    expect([...store.entries.keys()].filter((key) => key.includes('|q|')).sort()).toEqual([
      'u7.o2|q|["heartbeat",2,"flows"]',
      'u7.o2|q|["session","user",7]',
    ]);

    // The write under way finds them stored and writes nothing more.
    const done = vi.fn();
    void flushed.then(done);
    await vi.waitFor(() => {
      for (const resolve of idle.splice(0)) resolve();
      expect(done).toHaveBeenCalled();
    });
    expect(written).toHaveLength(5);
    expect(pieces()).toHaveLength(3);

    const again = setup({ store });
    await again.persistence.setScope(OPERATOR_NORDKRAFT);
    await again.persistence.settled;
    expect(again.queryClient.getQueryData<unknown[]>(['heartbeat', 2, 'flows'])).toHaveLength(600);
    expect(again.queryClient.getQueryData(['session', 'user', 7])).toEqual({ userId: 7 });
  });
});
