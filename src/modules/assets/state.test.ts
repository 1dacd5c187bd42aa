import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../shared/session';
import { assetsState } from './state';

describe('the assets pages state', () => {
  it('is not carried into another organization, and comes back with its own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = snapshot(assetsState);
    Object.assign(assetsState, { actionState: 'OPEN', openActionId: 5, assetSearch: 'MP' });
    assetsState.assetOffset = 50;
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(assetsState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(assetsState).toMatchObject({ openActionId: 5, assetSearch: 'MP', assetOffset: 50 });
  });
});
