import { describe, expect, it } from 'vitest';
import { noFeatures, type Role } from '../../shared/contracts';
import { visibleNav, type AccessContext } from '../../shared/modules';
import { assetsModule } from '.';
import { assetsKeys } from './keys';
import { assetsMessages } from './messages';

const context = (role: Role): AccessContext => ({
  features: noFeatures(),
  roles: [role],
  owner: false,
  organizationModules: [assetsModule.id],
});

describe('the assets module', () => {
  it('offers actions, assets and strategies, and the audit log to admins only (spec 6)', () => {
    expect(visibleNav(assetsModule, context('MONITOR')).map((e) => e.path)).toEqual([
      '',
      'assets',
      'strategies',
    ]);
    expect(visibleNav(assetsModule, context('ADMIN')).map((e) => e.path)).toEqual([
      '',
      'assets',
      'strategies',
      'auditlog',
    ]);
  });

  it('names its messages and query keys after the module', () => {
    for (const message of Object.values(assetsMessages)) {
      expect(message.id.startsWith('assets.')).toBe(true);
    }
    expect(assetsKeys.organization(2).slice(0, 1)).toEqual(assetsKeys.all);
  });
});
