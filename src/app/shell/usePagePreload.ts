import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { browserTimeZone } from '../../shared/i18n';
import { prefetchFresh } from '../../shared/modules';
import { consoleModules } from '../modules';
import type { PersistScope } from '../persistence/scope';

const ignore = () => undefined;

/**
 * Fetches the code of the page at the address (its module's frame and the page) while the
 * session loads, instead of once the shell has rendered and asks for it: two round trips
 * fewer before the page can ask for its data. Which base path the organization uses is not
 * known yet: both are tried. Whether the user may open the page is checked when it renders.
 */
export function usePagePreload(): void {
  const { parser } = useRouter();
  const [location] = useLocation();
  useEffect(() => {
    for (const module of consoleModules) {
      for (const base of [module.basePath, module.foundationBasePath]) {
        if (!base) continue;
        const [inModule, params] = matchRoute(parser, `/${base}/*?`, location);
        if (!inModule) continue;
        const rest = `/${params['*'] ?? ''}`;
        module.frame?.preload().catch(ignore);
        const route = module.routes.find(
          ({ path }) => matchRoute(parser, path ? `/${path}` : '/', rest)[0],
        );
        route?.page.preload().catch(ignore);
      }
    }
  }, [parser, location]);
}

/** The address inside `base` ('/' for its root), or null outside it; no trailing slash. */
function pathIn(pathname: string, base: string): string | null {
  const root = `/${base}`;
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  const rest = pathname.slice(root.length);
  return rest.length > 1 ? rest.replace(/\/+$/, '') : '/';
}

export type PagePrefetch = (
  queryClient: QueryClient,
  scope: PersistScope,
  location: Pick<Location, 'pathname' | 'search'>,
) => void;

/**
 * As the console starts signed in (boot.tsx), beside the session's data (askSession): a
 * page at the address that asks for its data ahead (ModuleRoute.prefetch) gets its code (the
 * module's frame and the page) and its data asked for now, not once the session has loaded
 * and the shell has rendered it, a round trip and the shell's render later. The zone is the
 * browser's until the user's configuration has arrived. Nothing here decides anything: the
 * shell checks access as before, and a failure is left to the page's own queries. An external
 * module's pages ask for nothing ahead: its service may be unknown or unreachable, and its
 * pages ask once the shell has found it (ExternalServiceGate).
 */
export const prefetchPage: PagePrefetch = (queryClient, scope, { pathname, search }) => {
  for (const module of consoleModules) {
    if (module.kind === 'external') continue;
    for (const base of [module.basePath, module.foundationBasePath]) {
      const rest = base ? pathIn(pathname, base) : null;
      if (rest === null) continue;
      const route = module.routes.find(({ path, prefetch }) => prefetch && `/${path}` === rest);
      if (!route?.prefetch) continue;
      // The data first: asking for the code adds a preload link per file, which takes a while.
      route.prefetch((options) => void prefetchFresh(queryClient, options), {
        organizationId: scope.organizationId,
        search,
        timeZone: browserTimeZone(),
      });
      module.frame?.preload().catch(ignore);
      route.page.preload().catch(ignore);
    }
  }
};
