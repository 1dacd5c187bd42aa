import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

const draftEntry = () =>
  Object.entries(localStorage).find(([key]) => key.includes('heartbeat.alertForm'));

/** The alert rule form against the real server: spec 5's messages, the draft, saving. */
describe('alert rules against the real server', () => {
  it('shows each problem as spec 5 words it, keeps what was typed through a reload, saves it and deletes it', async () => {
    await renderSignedIn('/heartbeat/alerts/create', 'deployer@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create alert' })).toBeTruthy();
    // One flow in the picker: each change renders the form again.
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find flows' }), {
      target: { value: 'meter-readings-in' },
    });
    const save = await screen.findByRole('button', { name: 'Save alert' });
    fireEvent.click(save);
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(await screen.findByText('One flow must be selected')).toBeTruthy();
    expect(screen.getByText('One email must be added')).toBeTruthy();

    const count = screen.getByRole('textbox', { name: /^Count/ });
    const time = screen.getByRole('textbox', { name: /^Time/ });
    fireEvent.change(count, { target: { value: '10001' } });
    expect(await screen.findByText('Number must be between 0 and 10000')).toBeTruthy();
    fireEvent.change(count, { target: { value: '1.5' } });
    expect(await screen.findByText('Must be a integer')).toBeTruthy();
    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.change(time, { target: { value: '61' } });
    expect(await screen.findByText('Must be between 1 and 60 minutes')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Rule' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Unit' }), {
      target: { value: 'HOURS' },
    });
    expect(await screen.findByText('Must be between 1 and 24 hours')).toBeTruthy();
    fireEvent.change(time, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText('Must be between 1 and 24 hours')).toBeNull());

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const add = screen.getByRole('button', { name: 'Add e-mail' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(add);
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'Page@Example.com' } });
    fireEvent.click(add);
    expect(await screen.findByText('page@example.com')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'page@example.com' } });
    fireEvent.click(add);
    expect(await screen.findByText('Not allowed to add same email twice')).toBeTruthy();
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /^meter-readings-in/ }));

    expect(draftEntry()?.[1]).toContain('page@example.com');

    // A reload: the page goes, the draft stays on the device and fills the form again.
    cleanup();
    await renderSignedIn('/heartbeat/alerts/create', 'deployer@example.com');
    expect(await screen.findByText('page@example.com')).toBeTruthy();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find flows' }), {
      target: { value: 'meter-readings-in' },
    });
    expect((screen.getByRole('textbox', { name: /^Count/ }) as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('Unsaved changes are kept on this device.')).toBeTruthy();
    expect(
      ((await screen.findByRole('checkbox', { name: /^meter-readings-in/ })) as HTMLInputElement)
        .checked,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    // Saved: the list, with the rule, and the draft is gone.
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Alert rules' });
    const link = await within(table).findByRole('link', { name: 'Failed above 3 in 2 hours' });
    expect(draftEntry()).toBeUndefined();

    // Its page: the facts, no history yet, and the form with the saved rule.
    fireEvent.click(link);
    expect(await screen.findByText('The rule has not fired yet.')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Time/ }) as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Delete alert' }));
    const confirm = await screen.findByRole('dialog', { name: /^Delete alert/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText('No alert rules yet.')).toBeTruthy();
  });

  it("titles the flow picker with the alert's own words, not the service account's", async () => {
    await renderSignedIn('/heartbeat/alerts/create', 'deployer@example.com');
    expect(await screen.findByRole('group', { name: 'Flows this alert watches' })).toBeTruthy();
    expect(screen.queryByText('Flows this account may send messages to')).toBeNull();
  });

  it('says what the alerts job does: a mail when a rule starts to match, then at an interval', async () => {
    await renderSignedIn('/heartbeat/alerts', 'admin@example.com');
    const intro = await screen.findByText(/^Rules on message counts/);
    expect(intro.textContent).not.toContain('one mail per incident');
    expect(intro.textContent).toContain('While it keeps matching, they get it again');
  });

  it('shows an organization without rules only its empty state, no empty table', async () => {
    // No page test makes rules in the owner's organization.
    await renderSignedIn('/heartbeat/alerts', 'admin@example.com');
    expect(await screen.findByText('No alert rules yet.')).toBeTruthy();
    expect(screen.getByTestId('fetched-at').textContent).toMatch(/^Data fetched \d/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('columnheader')).toBeNull();
  });

  it('is not offered to an operator', async () => {
    await renderSignedIn('/heartbeat/alerts', 'operator@example.com');
    expect(await screen.findByText(/Missing permissions to access Alerts page/)).toBeTruthy();
  });
});
