import type { ModuleRoute, NavEntry } from './types';

/** Menu entries are the routes that have a label (spec 2.2). */
export function navFromRoutes(routes: readonly ModuleRoute[]): NavEntry[] {
  return routes.flatMap((route) =>
    route.label ? [{ path: route.path, label: route.label, access: route.access }] : [],
  );
}
