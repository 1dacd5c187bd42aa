export type {
  AccessRule,
  ConsoleModule,
  ModuleRoute,
  NavEntry,
  PagePrefetchContext,
} from './types';
export {
  EXTERNAL_PROBE_PATH,
  EXTERNAL_PROBE_TIMEOUT_MS,
  ExternalServiceUnreachable,
  externalServiceBase,
  externalServiceOf,
  externalServiceUrl,
  probeExternalService,
} from './external';
export { wallRoutes, type WallRoute } from './wall';
export { navFromRoutes } from './nav';
export { BuiltModulesContext, useBuiltModules } from './built';
export { PREFETCHED_FRESH_MS, prefetchFresh, prefetchedStaleTime } from './prefetch';
export type { AskAhead } from './askAhead';
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
