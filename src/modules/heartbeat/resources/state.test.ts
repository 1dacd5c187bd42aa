import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../../shared/session';
import { resourcesState } from './state';

describe('the resources page tab and filters', () => {
  it('are not carried into another organization, and come back with their own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = snapshot(resourcesState);
    Object.assign(resourcesState, { tab: 'secrets', type: 'flowSpec', search: 'in' });
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(resourcesState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(resourcesState).toMatchObject({ tab: 'secrets', type: 'flowSpec', search: 'in' });
  });
});
