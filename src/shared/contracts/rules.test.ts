import { describe, expect, it } from 'vitest';
import { noFeatures } from './features';
import { HEARTBEAT_ACTIONS, isFailing, mayTake } from './rules';

describe('the shared rules', () => {
  it('allow an action to its role and higher, with its feature', () => {
    const all = { ...noFeatures(), flowControl: true, resubmitTraces: true };
    expect(mayTake(HEARTBEAT_ACTIONS.controlFlows, 'ADMIN', all)).toBe(true);
    expect(mayTake(HEARTBEAT_ACTIONS.controlFlows, 'DEPLOYER', all)).toBe(true);
    expect(mayTake(HEARTBEAT_ACTIONS.controlFlows, 'OPERATOR', all)).toBe(false);
    expect(mayTake(HEARTBEAT_ACTIONS.controlFlows, 'ADMIN', noFeatures())).toBe(false);
    expect(mayTake(HEARTBEAT_ACTIONS.resubmitTraces, 'OPERATOR', all)).toBe(true);
    expect(mayTake(HEARTBEAT_ACTIONS.viewPayloads, 'OPERATOR')).toBe(true);
    expect(mayTake(HEARTBEAT_ACTIONS.viewPayloads, 'MONITOR')).toBe(false);
  });

  it('call a flow failing from one failed message in twenty', () => {
    expect(isFailing({ total: 20, failed: 1 })).toBe(true);
    expect(isFailing({ total: 21, failed: 1 })).toBe(false);
    expect(isFailing({ total: 0, failed: 0 })).toBe(false);
    expect(isFailing(undefined)).toBe(false);
  });
});
