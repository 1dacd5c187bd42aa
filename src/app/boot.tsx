import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { EarlyRead } from './persistence/earlyRead';
import { registerServiceWorker } from './pwa/serviceWorker';
import { createAppRuntime } from './runtime';

/** Starts the console in `container`, with the persisted entries main.tsx began to read. */
export function boot(container: HTMLElement, early: EarlyRead | null): void {
  // Restoring the persisted cache starts now, while React and the first chunks load.
  const runtime = createAppRuntime();
  runtime.start(early);
  registerServiceWorker();
  // Signed in: the session's code loads alongside the persisted data, not after it.
  if (early) void import('./shell/SignedInApp');

  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}
