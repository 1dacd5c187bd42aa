import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

async function fillForm(name: string, notation: string) {
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(within(drawer).getByLabelText(/^Notation/), { target: { value: notation } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  return drawer;
}

/** Known clients (spec 2.4) as the owner's admin sees them, against the real server. */
describe('the known clients page', () => {
  it('creates, refuses a taken name, edits, and names what a bulk delete could not delete', async () => {
    await renderSignedIn('/security/known-clients', 'admin@example.com');
    await screen.findByRole('heading', { name: 'Known clients', level: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Create known client' }));
    await fillForm('Field tablet', 'field-tablet');
    const table = await screen.findByRole('table', { name: 'Known clients' });
    expect(await within(table).findByRole('button', { name: 'Edit Field tablet' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create known client' }));
    const drawer = await fillForm('Field tablet', 'again');
    expect(await within(drawer).findByText('Known client name already exist.')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: 'Wall screen' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('button', { name: 'Edit Wall screen' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Wall screen' }));
    await fillForm('Wall display', 'wall');
    expect(await within(table).findByRole('button', { name: 'Edit Wall display' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Field tablet' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Wall display' }));
    // Someone else deletes one meanwhile: that one cannot be deleted again.
    const list = (await (
      await fetch(`${inject('pagesServer')}/api/secadmin/v1/1/known-clients`, {
        headers: { authorization: `Bearer ${readAuth().token}` },
      })
    ).json()) as { knownClientId: number; name: string }[];
    const wall = list.find((c) => c.name === 'Wall display');
    await fetch(`${inject('pagesServer')}/api/secadmin/v1/1/known-clients/delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readAuth().token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ knownClientIds: [wall?.knownClientId] }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete known clients' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Known clients deleted with errors. Failed to delete: Wall display'),
    ).toBeTruthy();
    // Gone from the page (the table itself goes when the list is left empty).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Field tablet' })).toBeNull(),
    );
  });
});
