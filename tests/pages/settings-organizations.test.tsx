import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { networkStatus } from '../../src/shared/network';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 800);

/** Calls the real server as the signed-in user (to put back what a test changed). */
async function call(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${readAuth().token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });

/** Organizations (spec 2.4 and 3.4) as the owner's admin works with them, on the real server. */
describe('organizations', () => {
  it('lists them, opens one, and edits it keeping the draft across a reload', async () => {
    const { base } = await renderSignedIn('/settings/organizations', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    // The demo's three, and any another page test of this run has added on the shared server.
    const { total } = await call(base, 'GET', '/api/identity/organizations');
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await screen.findByText(new RegExp(`of ${String(total)} organizations`))).toBeTruthy();
    fireEvent.click(await within(table).findByRole('link', { name: 'Fjordnett' }));
    await screen.findByRole('heading', { name: 'Fjordnett', level: 1 });
    expect(screen.getByText('Aarhus')).toBeTruthy();
    const before = await call(base, 'GET', '/api/identity/organizations/3');

    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    fireEvent.change(await field('Phone number'), { target: { value: '+45 86 00 00 00' } });
    fireEvent.change(await field('Tenant ID'), { target: { value: 'not-a-tenant' } });
    // A reload keeps what was typed.
    cleanup();
    await renderSignedIn('/settings/organizations/3/edit', 'admin@example.com');
    expect(((await field('Phone number')) as HTMLInputElement).value).toBe('+45 86 00 00 00');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Malformed Tenant ID')).toBeTruthy();
    fireEvent.change(await field('Tenant ID'), { target: { value: '' } });
    fireEvent.change(await field('Name'), { target: { value: 'nordkraft energi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeTruthy();

    fireEvent.change(await field('Name'), { target: { value: 'Fjordnett' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Fjordnett', level: 1 });
    expect(await screen.findByText('+45 86 00 00 00')).toBeTruthy();
    const { organizationId: _, ...restored } = before;
    await call(base, 'PUT', '/api/identity/organizations/3', restored);
  });

  it('saves organization settings and the console follows its reloaded configuration', async () => {
    const { base } = await renderSignedIn('/settings/organizations/1/details', 'admin@example.com');
    const theme = await screen.findByRole('combobox', { name: 'Dark mode' });
    expect((theme as HTMLSelectElement).value).toBe('dark');
    try {
      fireEvent.change(theme, { target: { value: 'light' } });
      expect(await screen.findByText('Saved. The configuration has been reloaded.')).toBeTruthy();
      await waitFor(() =>
        expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light'),
      );
    } finally {
      await call(base, 'PUT', '/api/config/v1/1/configuration', { theme: 'dark' });
    }
  });

  it('offers only the modules this console is built with, not SMOC or Ghostwriter yet', async () => {
    await renderSignedIn('/settings/organizations/1/details', 'admin@example.com');
    const group = await screen.findByRole('group', { name: 'Modules' });
    const offered = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    expect(offered).toEqual([
      'heartbeat',
      'datalake',
      'assets',
      'platform',
      'security',
      'settings',
    ]);
    expect(within(group).queryByRole('checkbox', { name: 'SMOC' })).toBeNull();
    expect(within(group).queryByRole('checkbox', { name: 'Ghostwriter' })).toBeNull();
  });

  it('offline, the last details show and saving is disabled, saying why', async () => {
    await renderSignedIn('/settings/organizations/2/edit', 'admin@example.com');
    const save = await screen.findByRole('button', { name: 'Save' });
    networkStatus.browserOnline = false;
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    const note = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/server/i);
  });
});

describe('feature configuration', () => {
  it('creates, edits and deletes a feature, saying when its name is taken', async () => {
    await renderSignedIn('/settings/feature', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Features' });
    expect(within(table).getByText('Reporting')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create feature' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create feature' });
    fireEvent.change(within(drawer).getByRole('combobox', { name: /^Feature key/ }), {
      target: { value: 'tasks' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'alerts' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create feature' }));
    expect(await within(drawer).findByText('Feature name is taken')).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Tasks' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create feature' }));
    expect(await screen.findByText('Feature Tasks created.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tasks' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit feature Tasks' });
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Turn on for all organizations' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feature Tasks saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tasks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete feature' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Feature Tasks deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Tasks' })).toBeNull());
  });

  it('is the owner’s alone: another user is told the page is missing permissions', async () => {
    await renderSignedIn('/settings/feature', 'operator@example.com');
    expect(
      await screen.findByText('Missing permissions to access Feature configuration page'),
    ).toBeTruthy();
    // The menu offers neither page to a role that may not open it.
    expect(screen.getAllByRole('link', { name: 'User configuration' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Organizations' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Feature configuration' })).toBeNull();
  });
});
