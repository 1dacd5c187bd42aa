import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createTabCoordinator, type TabCoordinator } from './coordinator';
import type { TabBus, TabMessage } from './protocol';

/** A BroadcastChannel between the tabs of one test: delivery to the others, asynchronously. */
function fakeNetwork() {
  const handlers = new Map<string, Set<(message: TabMessage) => void>>();
  return (tabId: string): TabBus => {
    handlers.set(tabId, new Set());
    return {
      post: (message) => {
        for (const [other, set] of handlers) {
          if (other === tabId) continue;
          const copy = structuredClone(message);
          setTimeout(() => set.forEach((handler) => handler(copy)), 0);
        }
      },
      listen: (handler) => {
        handlers.get(tabId)?.add(handler);
        return () => handlers.get(tabId)?.delete(handler);
      },
      close: () => handlers.delete(tabId),
    };
  };
}

const STATUS = ['platform', 'status'];
const running: TabCoordinator[] = [];
afterEach(() => {
  for (const coordinator of running.splice(0)) coordinator.stop();
});

function openTab(bus: (tabId: string) => TabBus, tabId: string, answer: () => unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(STATUS, { queryFn: async () => answer() });
  const coordinator = createTabCoordinator({ queryClient, bus: bus(tabId), locks: null, tabId });
  coordinator.start();
  running.push(coordinator);
  return { queryClient, coordinator };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('sharing fresh data between tabs', () => {
  it('puts the data one tab fetched into every tab showing the same query', async () => {
    const bus = fakeNetwork();
    let served = 0;
    const a = openTab(bus, 'a', () => ({ version: ++served }));
    const b = openTab(bus, 'b', () => ({ version: ++served }));
    await a.queryClient.fetchQuery({ queryKey: STATUS });
    await b.queryClient.fetchQuery({ queryKey: STATUS });
    a.coordinator.register([STATUS], 5000);
    b.coordinator.register([STATUS], 5000);
    await settle();

    await a.queryClient.refetchQueries({ queryKey: STATUS });
    await settle();
    expect(a.queryClient.getQueryData(STATUS)).toEqual({ version: 3 });
    expect(b.queryClient.getQueryData(STATUS)).toEqual({ version: 3 });
    expect(b.queryClient.getQueryState(STATUS)?.dataUpdatedAt).toBe(
      a.queryClient.getQueryState(STATUS)?.dataUpdatedAt,
    );
    // Data put in by a message is not sent on again.
    expect(served).toBe(3);
  });

  it('does not create queries a tab does not show', async () => {
    const bus = fakeNetwork();
    const a = openTab(bus, 'a', () => 'fresh');
    const b = openTab(bus, 'b', () => 'fresh');
    a.coordinator.register([STATUS], 5000);
    await a.queryClient.fetchQuery({ queryKey: STATUS });
    await settle();
    expect(b.queryClient.getQueryCache().find({ queryKey: STATUS })).toBeUndefined();
  });
});
