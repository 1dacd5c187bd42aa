import { describe, expect, it } from 'vitest';
import { noFeatures, type Role } from '../../shared/contracts';
import { visibleNav, type AccessContext } from '../../shared/modules';
import { securityModule } from '.';
import { securityKeys } from './keys';
import { securityMessages } from './messages';
import { knownClientsMessages } from './known-clients/messages';
import { sessionsMessages } from './sessions/messages';

const as = (role: Role): AccessContext => ({
  features: noFeatures(),
  roles: [role],
  owner: false,
  organizationModules: [securityModule.id],
});

describe('the security module', () => {
  it('offers its pages to admins only', () => {
    expect(visibleNav(securityModule, as('ADMIN')).map((entry) => entry.path)).toEqual([
      '',
      'known-clients',
      'session-management/lifetime',
      'session-management/concurrent',
      'authorization/permissions',
      'authorization/roles',
      'authorization/user-groups',
    ]);
    expect(visibleNav(securityModule, as('DEPLOYER'))).toEqual([]);
  });

  it('names its messages and query keys after the module', () => {
    for (const message of [
      ...Object.values(securityMessages),
      ...Object.values(sessionsMessages),
      ...Object.values(knownClientsMessages),
    ]) {
      expect(message.id.startsWith('security.')).toBe(true);
    }
    expect(securityKeys.sessions(2).slice(0, 1)).toEqual(securityKeys.all);
    expect(securityKeys.knownClients(2).slice(0, 1)).toEqual(securityKeys.all);
  });
});
