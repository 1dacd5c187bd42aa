import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, noFeatures, ROLES, type Features, type Role } from '../../shared/contracts';
import { isAllowed, missingFeatures, type AccessContext } from '../../shared/modules';
import { heartbeatRouteAccess } from './routeAccess';

function context(role: Role, features: Partial<Features> = {}): AccessContext {
  return {
    features: { ...noFeatures(), ...features },
    roles: [role],
    owner: false,
    organizationModules: ['heartbeat'],
  };
}

const allOn = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Features;
type Page = keyof typeof heartbeatRouteAccess;
const pages = Object.keys(heartbeatRouteAccess) as Page[];
/** Who opens each page with every toggle on (spec 2.2 and 6). */
const lowestRole: Record<Page, Role> = {
  alerts: 'DEPLOYER',
  reporting: 'AGENT',
  beatbox: 'DEPLOYER',
  beatboxFlow: 'AGENT',
  agents: 'AGENT',
  agentFlow: 'AGENT',
  certificates: 'ADMIN',
  audit: 'ADMIN',
  connectivity: 'DEPLOYER',
  resources: 'AGENT',
  serviceAccounts: 'AGENT',
};
/** The toggle each page needs (spec 2.2). */
const toggle: Partial<Record<Page, keyof Features>> = {
  alerts: 'alerts',
  reporting: 'reporting',
  beatbox: 'beatbox',
  beatboxFlow: 'beatbox',
  agents: 'connectAgent',
  agentFlow: 'connectAgent',
  certificates: 'foundation',
  audit: 'foundation',
  connectivity: 'connectivityCheck',
};

describe('heartbeat route access (spec 2.2)', () => {
  it('lets each role open exactly the pages its rank reaches, with every toggle on', () => {
    for (const page of pages) {
      const allowed = ROLES.filter((role) =>
        isAllowed(heartbeatRouteAccess[page], context(role, allOn)),
      );
      expect(allowed, page).toEqual(ROLES.slice(0, ROLES.indexOf(lowestRole[page]) + 1));
    }
  });

  it('needs its own toggle for each gated page, and names it when it is off', () => {
    for (const page of pages) {
      const flag = toggle[page];
      const off = context('ADMIN', flag ? { ...allOn, [flag]: false } : noFeatures());
      expect(isAllowed(heartbeatRouteAccess[page], off), page).toBe(!flag);
      expect(missingFeatures(heartbeatRouteAccess[page], off), page).toEqual(flag ? [flag] : []);
    }
  });
});
