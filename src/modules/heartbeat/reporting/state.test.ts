import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { enterOrganizationScope } from '../../../shared/session';
import { reportingState } from './state';

describe('the reporting filters', () => {
  it('are not carried into another organization, and come back with their own', () => {
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    const fresh = snapshot(reportingState);
    Object.assign(reportingState, {
      search: 'meter',
      compare: 'chosen',
      compareDate: '2026-01-01',
    });
    enterOrganizationScope({ userId: 1, organizationId: 3 });
    expect(snapshot(reportingState)).toEqual(fresh);
    enterOrganizationScope({ userId: 1, organizationId: 2 });
    expect(reportingState).toMatchObject({ search: 'meter', compare: 'chosen' });
  });
});
