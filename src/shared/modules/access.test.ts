import { describe, expect, it } from 'vitest';
import { noFeatures, type Features, type ModuleId, type Role } from '../contracts';
import {
  accessibleModules,
  isModuleAccessible,
  isRouteAccessible,
  moduleBasePath,
  moduleLabel,
  moduleEntryPath,
  missingFeatures,
  rootRedirectTarget,
  visibleNav,
  type AccessContext,
} from './access';
import { lazyPage } from './lazyPage';
import { navFromRoutes } from './nav';
import type { ConsoleModule, ModuleRoute } from './types';

const page = lazyPage(async () => ({ default: () => null }));
const msg = (id: string) => ({ id, defaultMessage: id });

function route(path: string, extra: Partial<ModuleRoute> = {}): ModuleRoute {
  return { path, page, title: msg(path || 'index'), label: msg(path || 'index'), ...extra };
}

function module(
  id: ModuleId,
  routes: ModuleRoute[],
  extra: Partial<ConsoleModule> = {},
): ConsoleModule {
  return {
    id,
    basePath: id,
    label: msg(id),
    routes,
    nav: navFromRoutes(routes),
    access: {},
    ...extra,
  };
}

// Heartbeat's routes as spec 2.2 gates them.
const heartbeat = module(
  'heartbeat',
  [
    route(''),
    route('flows/:id/*', { label: undefined }),
    route('alerts', { access: { features: ['alerts'], role: 'DEPLOYER' } }),
    route('beatbox', { access: { features: ['beatbox'], role: 'DEPLOYER' } }),
    route('certificates', { access: { features: ['foundation'], role: 'ADMIN' } }),
    route('connectivity', { access: { features: ['connectivityCheck'], role: 'DEPLOYER' } }),
  ],
  { foundationBasePath: 'connect', foundationLabel: msg('connect') },
);
const security = module('security', [
  route(''),
  route('authentication/*', { access: { features: ['securityIDP'] } }),
  route('known-clients'),
]);
const settings = module('settings', [
  route('', { access: { role: 'ADMIN' } }),
  route('user'),
  route('feature', { access: { hiddenInFoundation: true, ownerOnly: true } }),
  route('organizations', { access: { role: 'ADMIN', hiddenInFoundation: true } }),
]);
const platform = module('platform', [route('')]);
const datalake = module('datalake', [route('')]);
const all = [settings, security, platform, datalake, heartbeat];

function context(
  options: {
    roles?: Role[];
    features?: Partial<Features>;
    modules?: ModuleId[];
    owner?: boolean;
  } = {},
): AccessContext {
  return {
    features: { ...noFeatures(), ...options.features },
    roles: options.roles ?? ['MONITOR'],
    owner: options.owner ?? false,
    organizationModules: options.modules ?? [
      'heartbeat',
      'datalake',
      'platform',
      'security',
      'settings',
    ],
  };
}

const navPaths = (m: ConsoleModule, c: AccessContext) =>
  visibleNav(m, c).map((entry) => entry.path);

describe('module access (spec 1 and 6)', () => {
  it('offers only the modules the active organization has', () => {
    const c = context({ modules: ['heartbeat', 'platform', 'settings'] });
    expect(accessibleModules(all, c).map((m) => m.id)).toEqual([
      'settings',
      'platform',
      'heartbeat',
    ]);
    expect(isModuleAccessible(datalake, c)).toBe(false);
    expect(isRouteAccessible(datalake, datalake.routes[0] ?? route(''), c)).toBe(false);
    expect(visibleNav(datalake, c)).toEqual([]);
  });

  it('hides a module behind its feature toggle', () => {
    const gated = module('ghostwriter', [route('')], { access: { features: ['ghostwriterDemo'] } });
    const modules: ModuleId[] = ['ghostwriter'];
    expect(isModuleAccessible(gated, context({ modules }))).toBe(false);
    expect(
      isModuleAccessible(gated, context({ modules, features: { ghostwriterDemo: true } })),
    ).toBe(true);
  });
});

describe('menu entries (spec 2.2 and 2.3)', () => {
  it('lists only labelled routes', () => {
    expect(heartbeat.nav.map((entry) => entry.path)).not.toContain('flows/:id/*');
  });

  it('hides entries whose feature toggle is off', () => {
    const c = context({ roles: ['ADMIN'] });
    expect(navPaths(heartbeat, c)).toEqual(['']);
    expect(navPaths(security, c)).toEqual(['', 'known-clients']);
    const on = context({
      roles: ['ADMIN'],
      features: { alerts: true, beatbox: true, securityIDP: true },
    });
    expect(navPaths(heartbeat, on)).toEqual(['', 'alerts', 'beatbox']);
    expect(navPaths(security, on)).toEqual(['', 'authentication/*', 'known-clients']);
  });

  it('restricts alerts, beatbox and connectivity to Deployer and higher', () => {
    const features = { alerts: true, beatbox: true, connectivityCheck: true };
    expect(navPaths(heartbeat, context({ roles: ['OPERATOR'], features }))).toEqual(['']);
    expect(navPaths(heartbeat, context({ roles: ['DEPLOYER'], features }))).toEqual([
      '',
      'alerts',
      'beatbox',
      'connectivity',
    ]);
    expect(navPaths(heartbeat, context({ roles: ['ADMIN'], features }))).toContain('alerts');
  });

  it('restricts certificates to Admin in foundation mode', () => {
    const features = { foundation: true };
    expect(navPaths(heartbeat, context({ roles: ['DEPLOYER'], features }))).toEqual(['']);
    expect(navPaths(heartbeat, context({ roles: ['ADMIN'], features }))).toEqual([
      '',
      'certificates',
    ]);
  });

  it('passes a role check held in the own organization even when the active role is lower', () => {
    expect(navPaths(settings, context({ roles: ['MONITOR', 'ADMIN'] }))).toContain('');
    expect(navPaths(settings, context({ roles: ['MONITOR'] }))).toEqual(['user']);
  });

  it('keeps admin-only settings pages from other roles and hides some in foundation mode', () => {
    expect(navPaths(settings, context({ roles: ['ADMIN'], owner: true }))).toEqual([
      '',
      'user',
      'feature',
      'organizations',
    ]);
    expect(navPaths(settings, context({ roles: ['ADMIN'], owner: false }))).toEqual([
      '',
      'user',
      'organizations',
    ]);
    const foundation = context({ roles: ['ADMIN'], owner: true, features: { foundation: true } });
    expect(navPaths(settings, foundation)).toEqual(['', 'user']);
  });
});

describe('foundation mode names (spec 1 and 2.2)', () => {
  it('calls heartbeat Connect and roots it at connect', () => {
    expect(moduleBasePath(heartbeat, context().features)).toBe('heartbeat');
    expect(moduleLabel(heartbeat, context().features).id).toBe('heartbeat');
    const foundation = context({ features: { foundation: true } }).features;
    expect(moduleBasePath(heartbeat, foundation)).toBe('connect');
    expect(moduleLabel(heartbeat, foundation).id).toBe('connect');
    expect(moduleBasePath(platform, foundation)).toBe('platform');
  });
});

describe('root redirect (spec 2.1)', () => {
  it('goes to the first accessible module in spec order', () => {
    expect(rootRedirectTarget(all, context())).toBe('/heartbeat');
    expect(rootRedirectTarget(all, context({ features: { foundation: true } }))).toBe('/connect');
    expect(
      rootRedirectTarget(all, context({ modules: ['security', 'platform', 'settings'] })),
    ).toBe('/platform');
    expect(rootRedirectTarget(all, context({ modules: ['security', 'settings'] }))).toBe(
      '/security',
    );
  });

  it('falls back to settings when no module is accessible, at a page the role may open', () => {
    const admin = context({ modules: ['settings'], roles: ['ADMIN'] });
    expect(rootRedirectTarget(all, admin)).toBe('/settings');
    expect(rootRedirectTarget(all, context({ modules: ['settings'] }))).toBe('/settings/user');
    expect(rootRedirectTarget([], context())).toBe('/settings');
  });
});

describe('module entry (the selector and the root redirect)', () => {
  it('is the module root when the role may open it, else its first menu entry the role may', () => {
    expect(moduleEntryPath(settings, context({ roles: ['ADMIN'] }))).toBe('/settings');
    expect(moduleEntryPath(settings, context())).toBe('/settings/user');
    expect(moduleEntryPath(heartbeat, context({ features: { foundation: true } }))).toBe(
      '/connect',
    );
  });
});

describe('missing features (the "feature is off" page)', () => {
  it('names the toggles a rule needs that the organization has off, whatever the role', () => {
    const rule = { features: ['alerts', 'beatbox'] as const, role: 'DEPLOYER' as const };
    expect(missingFeatures(rule, context({ roles: ['MONITOR'] }))).toEqual(['alerts', 'beatbox']);
    expect(missingFeatures(rule, context({ features: { alerts: true } }))).toEqual(['beatbox']);
    const on = context({ roles: ['MONITOR'], features: { alerts: true, beatbox: true } });
    expect(missingFeatures(rule, on)).toEqual([]);
    // All toggles on and the role too low: not a feature matter, a permission one.
    expect(isRouteAccessible(heartbeat, { access: rule }, on)).toBe(false);
    expect(missingFeatures(undefined, on)).toEqual([]);
    expect(missingFeatures({ role: 'ADMIN' }, on)).toEqual([]);
  });
});
