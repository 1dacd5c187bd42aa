import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../../shared/session';
import { flowsListState, showFlowsWithStatus } from './state';

describe('the flows list filters', () => {
  it('are not carried into another organization, and come back with their own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = snapshot(flowsListState);
    showFlowsWithStatus('failing');
    flowsListState.search = 'meter';
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(flowsListState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(flowsListState).toMatchObject({ status: 'failing', search: 'meter' });
  });
});
