import { DEFAULT_THEME, noFeatures, type RoleEntry } from '../contracts';
import type { ConsoleSession } from '../session';

/**
 * The session the shell would provide to a test: Ola, user 5 of nordkraft (organization 2, a
 * customer of the owner), with `role` there and the given modules.
 */
export function testSession(
  role: RoleEntry['role'],
  modules: ConsoleSession['modules'],
): ConsoleSession {
  const activeRole: RoleEntry = {
    role,
    userId: 5,
    organizationId: 2,
    organizationDetails: { name: 'Nordkraft Energi', shortName: 'nordkraft' },
  };
  return {
    user: {
      id: 5,
      userId: 5,
      organizationId: 2,
      shortName: 'ola',
      name: 'Ola',
      email: 'ola@example.com',
      phone: null,
      roles: [activeRole],
      permissions: [],
      created: '',
      createdBy: null,
      updated: '',
      updatedBy: null,
    },
    roles: [activeRole],
    activeRole,
    organization: {
      organizationId: 2,
      name: 'Nordkraft Energi',
      shortName: 'nordkraft',
      type: 'customer',
      parentId: 1,
      tenantId: null,
      country: null,
      place: null,
      postalCode: null,
      streetName: null,
      streetNumber: null,
      registrar: null,
      registrationId: null,
      email: null,
      phoneNumber: null,
      managementApiEnabled: false,
    },
    modules,
    features: noFeatures(),
    configuration: { locale: 'en', theme: DEFAULT_THEME, timeZone: null },
  };
}
