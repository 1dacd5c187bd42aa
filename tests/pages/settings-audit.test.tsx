import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1400, 600);

/** The settings audit log (spec 2.4) as the owner's admin sees it, against the real server. */
describe('the audit log page', () => {
  it('lists events, filters by entity type in the URL and opens a payload', async () => {
    await renderSignedIn('/settings/audit', 'admin@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: /^Audit log of / })).toBeTruthy();
    await screen.findAllByRole('button', { name: /^Payload of event \d+$/ });

    const filters = screen.getByRole('form', { name: 'Audit log filters' });
    fireEvent.change(within(filters).getByLabelText('Entity type'), {
      target: { value: 'SESSION' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(window.location.search).toContain('entityType=SESSION'));
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Audit events' });
      const types = within(table).getAllByText(/^(SESSION|USER|DEMO|USER_CONFIGURATION)$/);
      expect(types.length).toBeGreaterThan(0);
      expect(types.every((cell) => cell.textContent === 'SESSION')).toBe(true);
    });
    const table = screen.getByRole('table', { name: 'Audit events' });
    expect(within(table).getAllByText('LOGIN_SUCCEEDED').length).toBeGreaterThan(0);

    // The admin's own sign-in: page tests beside this one sign in to the same organization.
    const ownSignIn = within(table)
      .getAllByRole('row')
      .find(
        (row) =>
          within(row).queryByText('Ada Admin') !== null &&
          within(row).queryByText('LOGIN_SUCCEEDED') !== null,
      );
    expect(ownSignIn).toBeTruthy();
    fireEvent.click(within(ownSignIn!).getByRole('button', { name: /^Payload of event \d+$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Entity payload of event \d+$/ });
    await waitFor(() => expect(dialog.textContent).toContain('"email": "admin@example.com"'));
    // No secret in a payload: no member names a password or a token (a sign-in's `method`
    // may say PASSWORD: how, not what).
    expect(dialog.textContent).not.toMatch(/"[^"]*(password|token)[^"]*"\s*:/i);
  });
});
