import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readAuth } from '../shared/api';
import { App } from './App';
import type { EarlyRead } from './persistence/earlyRead';
import { initialScope } from './persistence/initialScope';
import type { PagePrefetch } from './shell/usePagePreload';
import { registerServiceWorker } from './pwa/serviceWorker';
import { renderAnswersPerFrame } from './renderScheduler';
import { preloadSignedInApp } from './routing/AppRoutes';
import { createAppRuntime } from './runtime';

/** How long the service worker waits at most for the start's reads. */
const READS_SETTLE_MS = 10_000;

/** Resolves once no query is fetching (the start's reads are in, failed or paused), or later. */
function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, READS_SETTLE_MS);
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Starts the console in `container`, with the persisted entries main.tsx began to read and,
 * signed in, the shell's prefetch of the page at the address (its code is loaded with boot's).
 */
export function boot(
  container: HTMLElement,
  early: EarlyRead | null,
  prefetchPage?: PagePrefetch | null,
): void {
  renderAnswersPerFrame();
  // Restoring the persisted cache starts now, while React and the first chunks load.
  const runtime = createAppRuntime();
  runtime.start(early);
  // Signed in, the page at the address asks for its code and data now too (usePagePreload).
  const scope = prefetchPage ? initialScope() : null;
  if (prefetchPage && scope) prefetchPage(runtime.queryClient, scope, window.location);

  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  // Signed out, the sign-in page renders in a transition: React builds it in slices of a few
  // milliseconds, so the page answers input between them instead of blocking for the whole
  // first render. Signed in, a transition would hold back the loading screens and the cached
  // page until every lazy part has arrived: that render is not deferred.
  if (readAuth().token === null) startTransition(render);
  // Signed in, the signed-in part's code has loaded with boot's (main.tsx): the render waits
  // the moment it takes to hand it over, so the shell is not first drawn as a pending page.
  else void preloadSignedInApp().then(render, render);
  registerServiceWorker(readsSettled(runtime.queryClient));
}
