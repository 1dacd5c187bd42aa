export type { AccessRule, ConsoleModule, ModuleRoute, NavEntry } from './types';
export { navFromRoutes } from './nav';
export { lazyPage, type LazyPage } from './lazyPage';
export {
  ROOT_REDIRECT_ORDER,
  accessOfRule,
  accessibleModules,
  isAllowed,
  isModuleAccessible,
  isRouteAccessible,
  missingFeatures,
  moduleBasePath,
  moduleEntryPath,
  moduleLabel,
  rootRedirectTarget,
  routePattern,
  visibleNav,
  type AccessContext,
} from './access';
