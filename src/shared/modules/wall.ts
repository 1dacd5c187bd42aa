import type { Message } from '../i18n';
import { isRouteAccessible, moduleBasePath, routePattern, type AccessContext } from './access';
import type { ConsoleModule, ModuleRoute } from './types';

/** A page the chromeless wall mode may show (`ModuleRoute.wall`). */
export interface WallRoute {
  module: ConsoleModule;
  route: ModuleRoute;
  /** Its path pattern under the module's root as the organization has it (`/heartbeat/flows`). */
  path: string;
  title: Message;
}

/**
 * The wall pages of the modules the user may open, in the modules' and their routes' order:
 * a route marked `wall: true` whose module and own rule the user passes. An external module's
 * wall page still goes through its gate (unknown or unreachable service) when shown.
 */
export function wallRoutes(modules: readonly ConsoleModule[], context: AccessContext): WallRoute[] {
  return modules.flatMap((module) =>
    module.routes
      .filter((route) => route.wall === true && isRouteAccessible(module, route, context))
      .map((route) => ({
        module,
        route,
        path: routePattern(moduleBasePath(module, context.features), route.path),
        title: route.title,
      })),
  );
}
