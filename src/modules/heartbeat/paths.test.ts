import { describe, expect, it } from 'vitest';
import { heartbeatPaths } from './paths';

describe('heartbeatPaths', () => {
  it('builds flow paths with an escaped id, the tab and the carried query', () => {
    expect(heartbeatPaths.flow('meter readings/in')).toBe('/flows/meter%20readings%2Fin');
    expect(heartbeatPaths.flow('a', 'overview', '?fromDate=1')).toBe('/flows/a?fromDate=1');
    expect(heartbeatPaths.flow('a', 'access', '?fromDate=1')).toBe('/flows/a/access?fromDate=1');
    expect(heartbeatPaths.flows('?toDate=2')).toBe('/flows?toDate=2');
    expect(heartbeatPaths.traces()).toBe('/flow-traces');
    expect(heartbeatPaths.issues('?dateOptionIndex=1')).toBe('/issues?dateOptionIndex=1');
    expect(heartbeatPaths.serviceAccount(7, '?offset=1')).toBe('/service-accounts/7?offset=1');
  });
});
