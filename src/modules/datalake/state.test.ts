import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../shared/session';
import { datalakeState } from './state';

describe('the data lake pages state', () => {
  it('is not carried into another organization, and comes back with its own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = snapshot(datalakeState);
    datalakeState.search = 'MTR-1';
    datalakeState.readings.aggregation = 'Maximum';
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(datalakeState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(datalakeState.search).toBe('MTR-1');
    expect(datalakeState.readings.aggregation).toBe('Maximum');
  });
});
