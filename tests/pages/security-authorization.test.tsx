import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

async function fill(fields: Record<string, string>) {
  const drawer = await screen.findByRole('dialog');
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(within(drawer).getByLabelText(new RegExp(`^${label}`)), {
      target: { value },
    });
  }
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  return drawer;
}

/** Authorization and session limits (spec 2.4 "Security") as the owner's admin, real server. */
describe('the authorization pages', () => {
  it('creates a permission, refuses a taken name, edits, and deletes after a confirmation', async () => {
    await renderSignedIn('/security/authorization/permissions', 'admin@example.com');
    await screen.findByRole('heading', { name: 'Permissions', level: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Create permission' }));
    await fill({ Name: 'meters.read', Description: 'Read meters' });
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(await within(table).findByRole('button', { name: 'Edit meters.read' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create permission' }));
    const drawer = await fill({ Name: 'meters.read' });
    expect(await within(drawer).findByText('Permission name already exists.')).toBeTruthy();
    // Blank is refused before anything is sent.
    await fill({ Name: '  ' });
    expect(await within(drawer).findByText('Field is required')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Edit meters.read' }));
    await fill({ Name: 'meters.write' });
    expect(await within(table).findByRole('button', { name: 'Edit meters.write' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select meters.write' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete permissions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 permission deleted.')).toBeTruthy();
    // Gone from the page (the table itself goes when the list is left empty).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit meters.write' })).toBeNull(),
    );
  });

  it('opens the first page of a section from its parent address', async () => {
    await renderSignedIn('/security/authorization', 'admin@example.com');
    expect(await screen.findByRole('heading', { name: 'Permissions', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/security/authorization/permissions');
    cleanup();
    await renderSignedIn('/security/session-management', 'admin@example.com');
    expect(
      await screen.findByRole('heading', { name: 'Session lifetime limits', level: 1 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/security/session-management/lifetime');
  });

  it('creates a user group with its mapped directory group', async () => {
    await renderSignedIn('/security/authorization/user-groups', 'admin@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Create user group' }));
    await fill({ Name: 'Operators', 'Mapped group name': 'CN=operators,OU=groups' });
    const table = await screen.findByRole('table', { name: 'User groups' });
    expect(await within(table).findByRole('button', { name: 'Edit Operators' })).toBeTruthy();
    expect(within(table).getByText('CN=operators,OU=groups')).toBeTruthy();
  });

  it('creates a concurrent session limit for a user group', async () => {
    // A group without members: the limit holds for nobody while the other page tests sign in.
    await renderSignedIn('/security/session-management/concurrent', 'admin@example.com');
    const { token } = readAuth();
    await fetch(`${inject('pagesServer')}/api/secadmin/v1/1/user-groups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Nobody yet',
        description: '',
        mappedGroupName: '',
        roleIds: [],
        memberIds: [],
      }),
    });
    await screen.findByRole('heading', { name: 'Session concurrent limits', level: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Create concurrent limit' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'End the oldest session' }));
    // The search field of the multi-select (a hidden input carries the same label).
    const groups = within(drawer)
      .getAllByLabelText('User groups')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!groups) throw new Error('no user groups field');
    fireEvent.focus(groups);
    fireEvent.click(groups);
    fireEvent.click(await screen.findByRole('option', { name: 'Nobody yet' }));
    await fill({ Description: 'Wall screens', 'User limit': '3', Rank: '50' });
    const table = await screen.findByRole('table', { name: 'Session concurrent limits' });
    expect(await within(table).findByRole('button', { name: 'Edit Wall screens' })).toBeTruthy();
    expect(await within(table).findByText('Nobody yet')).toBeTruthy();
    expect(within(table).getByText('All')).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Wall screens' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete session concurrent limits' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 concurrent limit deleted.')).toBeTruthy();
  });
});
