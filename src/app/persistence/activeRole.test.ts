import { describe, expect, it } from 'vitest';
import type { RoleEntry } from '../../shared/contracts';
import { resolveActiveRole } from './activeRole';

const entry = (organizationId: number, shortName: string, role: RoleEntry['role']): RoleEntry => ({
  role,
  userId: 9,
  organizationId,
  organizationDetails: { name: shortName.toUpperCase(), shortName },
});
const roles = [entry(2, 'nordkraft', 'OPERATOR'), entry(3, 'fjordnett', 'MONITOR')];

describe('resolveActiveRole (spec 4)', () => {
  it('prefers the organization named in the URL', () => {
    const active = resolveActiveRole(roles, {
      urlOrganization: 'fjordnett',
      stored: { organizationId: 2, role: 'OPERATOR' },
      ownOrganizationId: 2,
    });
    expect(active?.organizationId).toBe(3);
  });

  it('then the stored role, then the own organization, then the first role', () => {
    const stored = { organizationId: 3, role: 'MONITOR' };
    expect(
      resolveActiveRole(roles, { urlOrganization: 'unknown', stored, ownOrganizationId: 2 })
        ?.organizationId,
    ).toBe(3);
    expect(
      resolveActiveRole(roles, { urlOrganization: null, stored: null, ownOrganizationId: 2 })
        ?.organizationId,
    ).toBe(2);
    expect(
      resolveActiveRole(roles, {
        urlOrganization: null,
        stored: { organizationId: 99, role: 'ADMIN' },
        ownOrganizationId: 42,
      })?.organizationId,
    ).toBe(2);
  });

  it('has no active role without roles', () => {
    expect(
      resolveActiveRole([], { urlOrganization: null, stored: null, ownOrganizationId: 1 }),
    ).toBeNull();
  });
});
