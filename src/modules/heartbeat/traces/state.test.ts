import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../../shared/session';
import { clearTraceSelection, toggleTraceSelection, tracesState } from './state';

describe('the traces chosen for a resubmit', () => {
  it('are not carried into another organization, and come back with their own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    clearTraceSelection();
    const fresh = snapshot(tracesState);
    toggleTraceSelection(41);
    toggleTraceSelection(42);
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(tracesState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(tracesState.selected).toEqual([41, 42]);
  });
});
