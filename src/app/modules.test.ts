import { describe, expect, it } from 'vitest';
import { MODULE_IDS, noFeatures, type Role } from '../shared/contracts';
import { rootRedirectTarget, visibleNav, type AccessContext } from '../shared/modules';
import { consoleModules } from './modules';

function context(role: Role, modules = [...MODULE_IDS]): AccessContext {
  return { features: noFeatures(), roles: [role], owner: false, organizationModules: modules };
}

describe('the module list', () => {
  it('registers each module once, with known ids and distinct root paths', () => {
    const ids = consoleModules.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(MODULE_IDS).toContain(id);
    const roots = consoleModules.map((module) => module.basePath);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('builds each menu from the labelled routes', () => {
    for (const module of consoleModules) {
      expect(module.nav.map((entry) => entry.path)).toEqual(
        module.routes.filter((route) => route.label).map((route) => route.path),
      );
    }
  });

  it('sends every role to the first module of the spec order the organization has', () => {
    expect(rootRedirectTarget(consoleModules, context('AGENT'))).toBe('/heartbeat');
    expect(rootRedirectTarget(consoleModules, context('AGENT', ['platform', 'settings']))).toBe(
      '/platform',
    );
    // Settings is the last resort, at a page the role may open.
    expect(rootRedirectTarget(consoleModules, context('AGENT', ['settings']))).toBe(
      '/settings/user',
    );
    expect(rootRedirectTarget(consoleModules, context('ADMIN', ['settings']))).toBe('/settings');
  });

  it('keeps the settings overview, the audit log, the users and the organizations for admins; others get the user configuration and their invitations', () => {
    const settings = consoleModules.find((module) => module.id === 'settings');
    if (!settings) throw new Error('settings is not registered');
    expect(visibleNav(settings, context('ADMIN')).map((entry) => entry.path)).toEqual([
      '',
      'audit',
      'user',
      'invitations',
      'users',
      'organizations',
    ]);
    expect(visibleNav(settings, context('OPERATOR')).map((entry) => entry.path)).toEqual([
      'user',
      'invitations',
    ]);
  });
});
