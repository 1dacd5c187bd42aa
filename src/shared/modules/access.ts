import type { ActionRule, FeatureFlag, Features, ModuleId, Role } from '../contracts';
import { roleAtLeast } from '../contracts';
import type { AccessRule, ConsoleModule, ModuleRoute, NavEntry } from './types';

/** Modules the root path tries, in order (spec 2.1); settings is the last resort. */
export const ROOT_REDIRECT_ORDER: readonly ModuleId[] = [
  'heartbeat',
  'datalake',
  'assets',
  'smoc',
  'ghostwriter',
  'platform',
  'security',
];

export interface AccessContext {
  features: Features;
  /** Roles the checks compare against: the active role and the role in the user's own organization. */
  roles: readonly Role[];
  owner: boolean;
  /** Modules the active organization has access to. */
  organizationModules: readonly ModuleId[];
}

/**
 * The feature toggles a rule needs that the organization has off: a page behind them says the
 * feature is off for the organization, rather than that the role lacks permissions.
 */
export function missingFeatures(
  rule: AccessRule | undefined,
  context: Pick<AccessContext, 'features'>,
): FeatureFlag[] {
  return rule?.features?.filter((flag) => !context.features[flag]) ?? [];
}

/** The page rule of a shared action rule (src/shared/contracts/rules.ts): its role and feature. */
export function accessOfRule(rule: ActionRule): AccessRule {
  return rule.feature ? { features: [rule.feature], role: rule.role } : { role: rule.role };
}

export function isAllowed(rule: AccessRule | undefined, context: AccessContext): boolean {
  if (!rule) return true;
  if (rule.features?.some((flag) => !context.features[flag])) return false;
  if (rule.hiddenInFoundation && context.features.foundation) return false;
  if (rule.ownerOnly && !context.owner) return false;
  const required = rule.role;
  if (required && !context.roles.some((held) => roleAtLeast(held, required))) return false;
  return true;
}

export function isModuleAccessible(module: ConsoleModule, context: AccessContext): boolean {
  return context.organizationModules.includes(module.id) && isAllowed(module.access, context);
}

export function isRouteAccessible(
  module: ConsoleModule,
  route: Pick<ModuleRoute, 'access'>,
  context: AccessContext,
): boolean {
  return isModuleAccessible(module, context) && isAllowed(route.access, context);
}

export function visibleNav(module: ConsoleModule, context: AccessContext): NavEntry[] {
  if (!isModuleAccessible(module, context)) return [];
  return module.nav.filter((entry) => isAllowed(entry.access, context));
}

export function accessibleModules(
  modules: readonly ConsoleModule[],
  context: AccessContext,
): ConsoleModule[] {
  return modules.filter((module) => isModuleAccessible(module, context));
}

/** Root path segment of a module; in foundation mode heartbeat lives under `connect`. */
export function moduleBasePath(module: ConsoleModule, features: Features): string {
  return features.foundation && module.foundationBasePath
    ? module.foundationBasePath
    : module.basePath;
}

export function moduleLabel(module: ConsoleModule, features: Features) {
  return features.foundation && module.foundationLabel ? module.foundationLabel : module.label;
}

/**
 * Where a link to a module leads (the module selector, the root redirect): its root when the
 * role may open it, else the first menu entry the role may open, so no offered link ends on a
 * missing-permissions page. The root itself when there is none.
 */
export function moduleEntryPath(module: ConsoleModule, context: AccessContext): string {
  const base = `/${moduleBasePath(module, context.features)}`;
  const index = module.routes.find((route) => route.path === '');
  if (!index || isAllowed(index.access, context)) return base;
  const entry = visibleNav(module, context).find((candidate) => candidate.path !== '');
  return entry ? `${base}/${entry.path}` : base;
}

/** Where `/` sends the user: the first accessible module in spec order, else settings. */
export function rootRedirectTarget(
  modules: readonly ConsoleModule[],
  context: AccessContext,
): string {
  for (const id of ROOT_REDIRECT_ORDER) {
    const module = modules.find((candidate) => candidate.id === id);
    if (module && isModuleAccessible(module, context)) return moduleEntryPath(module, context);
  }
  const settings = modules.find((candidate) => candidate.id === 'settings');
  return settings ? moduleEntryPath(settings, context) : '/settings';
}

/** Joins a module root and a relative route path into a path pattern. */
export function routePattern(basePath: string, path: string): string {
  return path ? `/${basePath}/${path}` : `/${basePath}`;
}
