import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../shared/session';
import { entitySelection, selectEntities, selectSessions, sessionsState } from './state';

describe('the selected sessions and list rows', () => {
  it('are not carried into another organization, and come back with their own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = [snapshot(sessionsState), snapshot(entitySelection)];
    selectSessions(['s-1', 's-2']);
    selectEntities('roles', [3, 4]);
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect([snapshot(sessionsState), snapshot(entitySelection)]).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(Object.keys(sessionsState.selected)).toEqual(['s-1', 's-2']);
    expect(entitySelection.selected.roles).toEqual([3, 4]);
  });
});
