import { describe, expect, it } from 'vitest';
import { noFeatures, type Features } from '../../../../shared/contracts';
import { trace } from '../../testing/fixtures';
import { canControlFlows, canResubmitTraces, canViewPayloads } from '../../lib/permissions';
import { RESUBMIT_LIMIT, resubmitGate, resubmitTargets } from './resubmit';
import { EMPTY_TRACE_FILTER } from './traceFilter';

const on: Features = { ...noFeatures(), resubmitTraces: true, flowControl: true };
const ready = { ...EMPTY_TRACE_FILTER, flowId: 'meter-readings-in', hasPayload: true };

describe('resubmit gating (spec 4)', () => {
  it('needs both a Flow ID filter and a Has payload filter', () => {
    expect(resubmitGate(ready, 'OPERATOR', on)).toEqual({ visible: true, enabled: true });
    expect(resubmitGate({ ...ready, flowId: '' }, 'OPERATOR', on)).toEqual({
      visible: true,
      enabled: false,
      reason: 'filters',
    });
    expect(resubmitGate({ ...ready, hasPayload: null }, 'OPERATOR', on)).toMatchObject({
      enabled: false,
    });
    expect(resubmitGate({ ...ready, hasPayload: false }, 'OPERATOR', on)).toMatchObject({
      enabled: false,
    });
  });

  it('needs the resubmitTraces feature and Operator or higher', () => {
    expect(resubmitGate(ready, 'OPERATOR', noFeatures())).toEqual({ visible: false });
    expect(resubmitGate(ready, 'MONITOR', on)).toEqual({ visible: false });
    expect(resubmitGate(ready, 'ADMIN', on)).toMatchObject({ enabled: true });
    expect(canResubmitTraces('DEPLOYER', on)).toBe(true);
    expect(canResubmitTraces('BILLING', on)).toBe(false);
  });

  it('resubmits the selection, else every loaded trace of the flow with a payload', () => {
    const loaded = [
      trace(1),
      trace(2, { payloadId: null }),
      trace(3, { flowId: 'other-flow' }),
      trace(4),
    ];
    expect(resubmitTargets(loaded, [], ready)).toEqual([1, 4]);
    expect(resubmitTargets(loaded, [4, 2, 3], ready)).toEqual([4]);
  });

  it('sends at most 500 traces', () => {
    const loaded = Array.from({ length: 700 }, (_, i) => trace(i + 1));
    expect(resubmitTargets(loaded, [], ready)).toHaveLength(RESUBMIT_LIMIT);
  });
});

describe('other role checks', () => {
  it('shows payloads to operators and up', () => {
    expect(canViewPayloads('OPERATOR')).toBe(true);
    expect(canViewPayloads('ADMIN')).toBe(true);
    expect(canViewPayloads('MONITOR')).toBe(false);
  });

  it('lets deployers and up pause flows when flowControl is on', () => {
    expect(canControlFlows('DEPLOYER', on)).toBe(true);
    expect(canControlFlows('ADMIN', on)).toBe(true);
    expect(canControlFlows('OPERATOR', on)).toBe(false);
    expect(canControlFlows('MONITOR', on)).toBe(false);
    expect(canControlFlows('DEPLOYER', noFeatures())).toBe(false);
  });
});
