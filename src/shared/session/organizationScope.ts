import { proxy, snapshot } from 'valtio';

/** Whose module state is in force: the signed-in user in the organization the pages show. */
export interface OrganizationScope {
  userId: number;
  organizationId: number;
}

interface ScopedState {
  /** Keeps the state as it is under `key` and puts in the one kept under `next`, or a fresh one. */
  swap: (key: string | null, next: string) => void;
}

const scopedStates = new Set<ScopedState>();
let currentKey: string | null = null;

const keyOf = (scope: OrganizationScope) => `${scope.userId}:${scope.organizationId}`;

/** Replaces what `target` holds with `next`'s own properties, keeping the proxy itself. */
function replaceContents(target: Record<string, unknown>, next: Record<string, unknown>): void {
  for (const name of Object.keys(target)) {
    if (!(name in next)) Reflect.deleteProperty(target, name);
  }
  Object.assign(target, next);
}

/**
 * A module's UI state (selections, filters, what is open) as a valtio proxy that belongs to
 * one organization: when the user switches organization (or another user signs in) the proxy
 * holds that organization's own state, fresh from `initial` the first time, and the state of
 * the one left comes back when the user returns to it. The proxy stays the same object, so
 * pages keep using it as a plain valtio proxy. State of plain data only (it is cloned).
 */
export function organizationScoped<T extends object>(initial: () => T): T {
  const state = proxy(initial());
  const kept = new Map<string, T>();
  scopedStates.add({
    swap: (key, next) => {
      if (key !== null) kept.set(key, structuredClone(snapshot(state)) as T);
      const restored = kept.get(next) ?? initial();
      kept.delete(next);
      replaceContents(
        state as Record<string, unknown>,
        restored as unknown as Record<string, unknown>,
      );
    },
  });
  return state;
}

/**
 * Puts the module state of `scope` in force. The shell calls it with the session its pages are
 * shown with, before they render: a page of the new organization never starts with (or asks
 * the server with) the filters of the one before. The first scope takes the state as it is.
 */
export function enterOrganizationScope(scope: OrganizationScope): void {
  const next = keyOf(scope);
  if (next === currentKey) return;
  if (currentKey !== null) {
    for (const scoped of scopedStates) scoped.swap(currentKey, next);
  }
  currentKey = next;
}
