import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface Preload {
  /** Starts loading the code, once: the first render then finds it there or on its way. */
  preload: () => Promise<unknown>;
}

/** A page (or a module's frame) whose code loads on demand, and can be asked for ahead. */
export type LazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & Preload;

/**
 * `lazy` with a `preload`; a failed load is tried again on the next call.
 *
 * Code that has arrived before the first render (asked for ahead, as the console starts on a
 * page) renders at once: React is handed an already settled thenable, which it reads in the
 * same render. With a promise, even a settled one, React would first show the fallback and
 * then, the code being there a moment later, hold the page back until the fallback had been
 * up for its minimum time (React's reveal throttle, 300 ms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed as React's own `lazy`
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & Preload {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: { default: T } | null = null;
  const once = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const settled = (module: { default: T }): PromiseLike<{ default: T }> => ({
    then: (onFulfilled) => settledThen(module, onFulfilled),
  });
  const component = lazy(() => (loaded ? settled(loaded) : once()) as Promise<{ default: T }>);
  return Object.assign(component, { preload: once });
}

/** `then` of a thenable already fulfilled with `value`: calls back at once. */
function settledThen<V, R>(
  value: V,
  onFulfilled: ((value: V) => R | PromiseLike<R>) | null | undefined,
): PromiseLike<R> {
  const result = onFulfilled ? onFulfilled(value) : (value as unknown as R);
  return Promise.resolve(result);
}
