import { readAuth } from '../shared/api';
import { needsRefresh } from '../shared/api/tokenRefresh';
import { browserTimeZone } from '../shared/i18n';
import { askBeforeBoot } from '../shared/modules/askAhead';
import type { ModuleRoute } from '../shared/modules/types';
import { prefetchOverview } from '../modules/heartbeat/overview/prefetch';
import { initialScope } from './persistence/initialScope';
import { askSession } from './persistence/askSession';

/**
 * The pages whose data the entry asks for at their address, before the console's code has
 * loaded: each route's own `prefetch` (ModuleRoute), by address. The heartbeat overview, at
 * the module's root and at its foundation root (a test checks this against the routes).
 */
export const START_PAGE_READS: Readonly<Record<string, NonNullable<ModuleRoute['prefetch']>>> = {
  '/heartbeat': prefetchOverview,
  '/connect': prefetchOverview,
};

/**
 * Signed in, asks for the session's data and the start page's as soon as the service
 * addresses are known (`config`), while React, the shell and the page load: on a slow
 * network their answers arrive with the code instead of a few round trips after it. Boot's
 * query client takes the reads over (withEarlyRead).
 *
 * Only on a plain start: with a token due for a refresh, or no network, the console's own
 * queries ask as before (a refresh and an offline start keep their one path).
 */
export function startReads(config: Promise<unknown>): void {
  const scope = initialScope();
  const { token } = readAuth();
  if (!scope || !token || needsRefresh(token, Date.now())) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const { pathname, search } = window.location;
  config.then(
    () => {
      askSession(askBeforeBoot, scope);
      START_PAGE_READS[pathname]?.(askBeforeBoot, {
        organizationId: scope.organizationId,
        search,
        timeZone: browserTimeZone(),
      });
    },
    () => undefined,
  );
}
