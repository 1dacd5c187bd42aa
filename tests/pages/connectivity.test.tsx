import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** The main menu, opened if the layout keeps it closed. */
async function menu(): Promise<HTMLElement> {
  const open = screen.queryByRole('navigation', { name: 'Main menu' });
  if (open) return open;
  fireEvent.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

/** The connectivity check page and the feature toggle in front of it, against the real server. */
describe('the connectivity check', () => {
  it('is a Heartbeat menu entry of a deployer and answers in the spec words', async () => {
    await renderSignedIn('/heartbeat/connectivity', 'deployer@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectivity check' }),
    ).toBeTruthy();
    const entries = within(await menu()).getAllByRole('link', { name: 'Connectivity check' });
    expect(entries.map((link) => link.getAttribute('href'))).toContain('/heartbeat/connectivity');
    const form = screen.getByRole('form', { name: 'Connectivity check' });

    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(2);

    fireEvent.change(within(form).getByLabelText(/^Hostname/), {
      target: { value: 'no-such-host.invalid' },
    });
    fireEvent.change(within(form).getByLabelText(/^Port/), { target: { value: '443' } });
    // What was typed is a draft: it survives a reload.
    await waitFor(() =>
      expect(Object.values(localStorage).join()).toContain('no-such-host.invalid'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText("Can't resolve no-such-host.invalid")).toBeTruthy();

    // A private address is refused by the server, in its words.
    fireEvent.change(within(form).getByLabelText(/^Hostname/), { target: { value: '0x7f.1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This IP is reserved.')).toBeTruthy();
    expect(within(status).queryByText(/resolve/)).toBeNull();
  });

  it('shows the same page in settings', async () => {
    await renderSignedIn('/settings/connectivity', 'deployer@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectivity check' }),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Connectivity check' })).toBeTruthy();
  });

  it('says the feature is off for an organization without it, and has no menu entry', async () => {
    // Fjordnett does not have connectivityCheck (the demo's features).
    await renderSignedIn('/heartbeat/connectivity?organization=fjordnett', 'multi@example.com');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^(The Connectivity check feature is off for Fjordnett|Funktionen Forbindelsestjek er slået fra for Fjordnett)/,
      }),
    ).toBeTruthy();
    const nav = await menu();
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(1));
    expect(within(nav).queryByRole('link', { name: /Connectivity|Forbindelsestjek/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
