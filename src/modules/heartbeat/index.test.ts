import { describe, expect, it } from 'vitest';
import { noFeatures, type Role } from '../../shared/contracts';
import { moduleBasePath, moduleLabel, visibleNav, type AccessContext } from '../../shared/modules';
import { heartbeatModule } from '.';
import { heartbeatKeys } from './keys';

function context(role: Role, foundation = false): AccessContext {
  return {
    features: { ...noFeatures(), foundation },
    roles: [role],
    owner: false,
    organizationModules: ['heartbeat'],
  };
}

describe('the heartbeat module', () => {
  it('lives under heartbeat, or connect when the foundation feature is on (spec 2.2)', () => {
    expect(moduleBasePath(heartbeatModule, context('MONITOR').features)).toBe('heartbeat');
    expect(moduleLabel(heartbeatModule, context('MONITOR').features).defaultMessage).toBe(
      'Heartbeat',
    );
    const foundation = context('MONITOR', true).features;
    expect(moduleBasePath(heartbeatModule, foundation)).toBe('connect');
    expect(moduleLabel(heartbeatModule, foundation).defaultMessage).toBe('Connect');
  });

  it('offers overview, flows, traces, issues, service accounts and resources in the menu, not details', () => {
    expect(visibleNav(heartbeatModule, context('MONITOR')).map((entry) => entry.path)).toEqual([
      '',
      'flows',
      'flow-traces',
      'issues',
      'service-accounts',
      'resources',
    ]);
    // Certificates and the audit log: admins of an organization with the foundation feature.
    expect(
      visibleNav(heartbeatModule, context('ADMIN', true))
        .map((entry) => entry.path)
        .filter((path) => path === 'certificates' || path === 'audit'),
    ).toEqual(['certificates', 'audit']);
    expect(heartbeatModule.routes.map((route) => route.path)).toContain('audit/:organizationId');
    expect(heartbeatModule.routes.map((route) => route.path)).toContain('flows/:id/*?');
    expect(heartbeatModule.routes.map((route) => route.path)).toContain('service-accounts/:id');
  });

  it('keys every query under the organization, so a refresh can reach them all', () => {
    const range = { fromDate: 1, toDate: 2 };
    const org = heartbeatKeys.organization(2);
    for (const key of [
      heartbeatKeys.flows(2),
      heartbeatKeys.flow(2, 'a'),
      heartbeatKeys.summary(2, range),
      heartbeatKeys.metrics(2, range, 'a'),
      heartbeatKeys.histogram(2, range),
      heartbeatKeys.traceList(2, range, {}),
      heartbeatKeys.trace(2, 5),
      heartbeatKeys.payload(2, 5),
      heartbeatKeys.flowAccesses(2, 'a'),
      heartbeatKeys.discrepancies(2),
      heartbeatKeys.serviceAccounts(2),
      heartbeatKeys.serviceAccount(2, 3),
      heartbeatKeys.audit(2),
      heartbeatKeys.auditList(2, range, { entityType: '', eventType: '', entityId: '' }),
    ]) {
      expect(key.slice(0, org.length)).toEqual(org);
    }
    expect(heartbeatKeys.traceList(2, range, {}).slice(0, 4)).toEqual(heartbeatKeys.traceLists(2));
    expect(heartbeatKeys.summary(2, range).slice(0, 3)).toEqual(heartbeatKeys.traffic(2));
    // A grant or revoke invalidates every flow's access list and the issues list.
    const accesses = heartbeatKeys.allFlowAccesses(2);
    expect(heartbeatKeys.flowAccesses(2, 'a').slice(0, 3)).toEqual(accesses);
    expect(heartbeatKeys.discrepancies(2).slice(0, 3)).toEqual(accesses);
  });
});
