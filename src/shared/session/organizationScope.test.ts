import { describe, expect, it } from 'vitest';
import { snapshot, subscribe } from 'valtio';
import { enterOrganizationScope, organizationScoped } from './organizationScope';

const nordkraft = { userId: 7, organizationId: 2 };
const fjordnett = { userId: 7, organizationId: 3 };

describe('module state scoped by organization', () => {
  it('starts fresh in another organization and comes back with the one left', () => {
    const state = organizationScoped(() => ({ search: '', selected: [] as number[] }));
    enterOrganizationScope(nordkraft);
    state.search = 'meter';
    state.selected.push(4, 5);

    enterOrganizationScope(fjordnett);
    expect(snapshot(state)).toEqual({ search: '', selected: [] });
    state.search = 'grid';

    enterOrganizationScope(nordkraft);
    expect(snapshot(state)).toEqual({ search: 'meter', selected: [4, 5] });
    enterOrganizationScope(fjordnett);
    expect(state.search).toBe('grid');
  });

  it('keeps each user apart in the same organization', () => {
    const state = organizationScoped(() => ({ open: null as number | null }));
    enterOrganizationScope(nordkraft);
    state.open = 12;
    enterOrganizationScope({ userId: 8, organizationId: 2 });
    expect(state.open).toBeNull();
  });

  it('is the same proxy throughout: what a page subscribed to sees the change', async () => {
    const state = organizationScoped(() => ({ filter: { status: null as string | null } }));
    enterOrganizationScope(nordkraft);
    state.filter.status = 'failed';
    let notified = false;
    const unsubscribe = subscribe(state, () => {
      notified = true;
    });
    enterOrganizationScope(fjordnett);
    await Promise.resolve();
    unsubscribe();
    expect(notified).toBe(true);
    expect(state.filter.status).toBeNull();
  });

  it('changes nothing when the same organization is entered again', () => {
    const state = organizationScoped(() => ({ search: '' }));
    enterOrganizationScope(nordkraft);
    state.search = 'kept';
    enterOrganizationScope({ ...nordkraft });
    expect(state.search).toBe('kept');
  });

  it('drops properties the other organization does not have', () => {
    const state = organizationScoped(() => ({}) as Record<string, number[]>);
    enterOrganizationScope(nordkraft);
    state.roles = [1, 2];
    enterOrganizationScope(fjordnett);
    expect('roles' in state).toBe(false);
    enterOrganizationScope(nordkraft);
    expect(state.roles).toEqual([1, 2]);
  });
});
