import { describe, expect, it } from 'vitest';
import { noFeatures, type ModuleId, type Role } from '../contracts';
import type { AccessContext } from './access';
import { lazyPage } from './lazyPage';
import type { ConsoleModule, ModuleRoute } from './types';
import { wallRoutes } from './wall';

const page = lazyPage(async () => ({ default: () => null }));

function route(path: string, extra: Partial<ModuleRoute> = {}): ModuleRoute {
  return { path, page, title: { id: path, defaultMessage: path }, ...extra };
}

function module(id: ModuleId, routes: ModuleRoute[], extra: Partial<ConsoleModule> = {}) {
  const made: ConsoleModule = {
    id,
    basePath: id,
    label: { id, defaultMessage: id },
    routes,
    nav: [],
    access: {},
    ...extra,
  };
  return made;
}

function context(role: Role, modules: ModuleId[], foundation = false): AccessContext {
  return {
    features: { ...noFeatures(), foundation },
    roles: [role],
    owner: false,
    organizationModules: modules,
  };
}

const modules = [
  module(
    'heartbeat',
    [
      route('', { wall: true }),
      route('flows', { wall: true }),
      route('flows/:id'),
      route('audit', { wall: true, access: { role: 'ADMIN' } }),
    ],
    { foundationBasePath: 'connect' },
  ),
  module('platform', [route('', { wall: true })]),
  module('security', [route('', { wall: true })], { access: { role: 'ADMIN' } }),
];

describe('wallRoutes', () => {
  it('lists the wall routes of the modules and pages the user may open, in order', () => {
    const paths = (given: AccessContext) => wallRoutes(modules, given).map((wall) => wall.path);
    const all: ModuleId[] = ['heartbeat', 'platform', 'security'];
    expect(paths(context('MONITOR', all))).toEqual(['/heartbeat', '/heartbeat/flows', '/platform']);
    expect(paths(context('ADMIN', all))).toEqual([
      '/heartbeat',
      '/heartbeat/flows',
      '/heartbeat/audit',
      '/platform',
      '/security',
    ]);
    expect(paths(context('ADMIN', ['platform']))).toEqual(['/platform']);
    expect(paths(context('MONITOR', all, true))).toEqual([
      '/connect',
      '/connect/flows',
      '/platform',
    ]);
  });

  it('gives each its module, route and title', () => {
    const [first] = wallRoutes(modules, context('MONITOR', ['platform']));
    expect(first?.module.id).toBe('platform');
    expect(first?.route.path).toBe('');
    expect(first?.title.defaultMessage).toBe('');
  });
});
