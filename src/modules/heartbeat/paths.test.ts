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

  it('builds the paths of a flow run by a beatbox or an agent', () => {
    expect(heartbeatPaths.flow('a b', 'overview', '', { kind: 'beatbox', id: 3 })).toBe(
      '/flows/beatbox/3/a%20b',
    );
    expect(heartbeatPaths.flow('a', 'traces', '?fromDate=1', { kind: 'agent', id: 4 })).toBe(
      '/flows/agent/4/a/traces?fromDate=1',
    );
    expect(heartbeatPaths.beatbox('?toDate=2')).toBe('/beatbox?toDate=2');
    expect(heartbeatPaths.agents()).toBe('/agent');
  });
});
