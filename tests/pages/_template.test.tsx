import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

// (template) Left out of the pages run (vitest.config.ts): the template is in no list, so the
// (template) pages' server has no such service. A new module's copy runs there.

layOutElements(1200, 700);

/** Fills the drawer's form and saves it. */
async function fillForm(name: string, description: string) {
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(within(drawer).getByLabelText(/^Description/), {
    target: { value: description },
  });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  return drawer;
}

/** The module's items page as the owner's admin sees it, against the real server. */
describe('the template items page', () => {
  it('creates, refuses a taken name, edits and deletes items', async () => {
    await renderSignedIn('/template', 'admin@example.com');
    await screen.findByRole('heading', { name: 'Items', level: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Create item' }));
    await fillForm('Pumps', 'North station');
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(await within(table).findByRole('button', { name: 'Edit Pumps' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create item' }));
    const drawer = await fillForm('Pumps', '');
    expect(await within(drawer).findByText('Name is taken')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: 'Valves' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('button', { name: 'Edit Valves' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Valves' }));
    await fillForm('Valves and taps', 'South station');
    expect(await within(table).findByRole('button', { name: 'Edit Valves and taps' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Pumps' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Valves and taps' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 items deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pumps' })).toBeNull());
    expect(screen.getByText('No items yet.')).toBeTruthy();
  });
});
