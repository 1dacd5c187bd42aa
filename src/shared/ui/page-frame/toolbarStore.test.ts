import { describe, expect, it } from 'vitest';
import { createToolbarStore, type ToolbarStore } from './toolbarStore';

/** Counts the store's notifications to its subscribers. */
function notifications(store: ToolbarStore): { count: number } {
  const counter = { count: 0 };
  store.subscribe(() => {
    counter.count += 1;
  });
  return counter;
}

describe('toolbar store', () => {
  it('hands the toolbar from the page that leaves to the page that arrives', () => {
    const store = createToolbarStore();
    const notified = notifications(store);
    const overview = {};
    const flows = {};
    const withdrawOverview = store.request(overview, { range: true, updatedAt: 1 });
    expect(store.current()).toEqual({ range: true, updatedAt: 1 });
    // A navigation: the leaving page withdraws, then the arriving page asks.
    withdrawOverview();
    expect(store.current()).toBeNull();
    const withdrawFlows = store.request(flows, { range: true, updatedAt: 2 });
    expect(store.current()).toEqual({ range: true, updatedAt: 2 });
    expect(notified.count).toBe(3);
    withdrawFlows();
    expect(store.current()).toBeNull();
  });

  it('ignores a withdrawal from a page that no longer owns the toolbar', () => {
    const store = createToolbarStore();
    const first = {};
    const second = {};
    const withdrawFirst = store.request(first, { range: true, updatedAt: undefined });
    store.request(second, { range: false, updatedAt: 5 });
    withdrawFirst();
    expect(store.current()).toEqual({ range: false, updatedAt: 5 });
  });

  it('keeps a provisional request once a page asks, and drops it when none did', () => {
    const asked = createToolbarStore({ range: true, updatedAt: undefined });
    asked.request({}, { range: true, updatedAt: 3 });
    asked.settle();
    expect(asked.current()).toEqual({ range: true, updatedAt: 3 });
    const notAsked = createToolbarStore({ range: true, updatedAt: undefined });
    notAsked.settle();
    expect(notAsked.current()).toBeNull();
  });

  it('does not notify when the request is unchanged', () => {
    const store = createToolbarStore();
    const notified = notifications(store);
    const page = {};
    store.request(page, { range: true, updatedAt: 7 });
    store.request(page, { range: true, updatedAt: 7 });
    expect(notified.count).toBe(1);
  });
});
