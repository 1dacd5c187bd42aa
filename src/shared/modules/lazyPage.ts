import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface Preload {
  /** Starts loading the code, once: the first render then finds it there or on its way. */
  preload: () => Promise<unknown>;
}

/** A page (or a module's frame) whose code loads on demand, and can be asked for ahead. */
export type LazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & Preload;

/** `lazy` with a `preload`; a failed load is tried again on the next call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed as React's own `lazy`
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & Preload {
  let loading: Promise<{ default: T }> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
