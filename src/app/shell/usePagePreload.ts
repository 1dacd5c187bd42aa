import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { consoleModules } from '../modules';

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
