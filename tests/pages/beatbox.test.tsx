import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** Beatboxes and agents against the real server, with the demo's two beatboxes and agent. */
describe('beatbox and agents pages', () => {
  it('shows the beatboxes, one in full, and a flow as the beatbox runs it', async () => {
    await renderSignedIn('/heartbeat/beatbox', 'deployer@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beatbox' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Beatboxes' });
    expect(within(table).getByText('substation-south')).toBeTruthy();
    expect(within(table).getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.getByTestId('fetched-at')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Details of substation-north' }));
    const drawer = await screen.findByRole('dialog', { name: 'substation-north' });
    expect(within(drawer).getByText('10.20.1.11')).toBeTruthy();
    expect(within(drawer).getByText('Debian GNU/Linux 12')).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: '3 flows' })).toBeTruthy();
    const flowLink = within(drawer).getAllByRole('link')[0]!;
    const flowId = flowLink.textContent ?? '';
    expect(flowLink.getAttribute('href')).toMatch(/\/heartbeat\/flows\/beatbox\/\d+\//);
    fireEvent.click(flowLink);

    expect(await screen.findByRole('heading', { level: 1, name: flowId })).toBeTruthy();
    expect((await screen.findByTestId('flow-host')).textContent).toBe(
      'Runs on the beatbox substation-north',
    );
    // The same flow page: its tabs lead to the beatbox's own paths.
    fireEvent.click(await screen.findByRole('tab', { name: 'Flow spec' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/\/beatbox\/\d+\/.+\/spec$/));
    expect(screen.getByRole('link', { name: 'Back to beatboxes' })).toBeTruthy();
  });

  it('checks the form, adds a beatbox and deletes it after confirmation', async () => {
    const name = `page-box-${Date.now().toString(36)}`;
    await renderSignedIn('/heartbeat/beatbox', 'deployer@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Add beatbox' }));
    const form = await screen.findByRole('dialog', { name: 'Add a beatbox' });
    fireEvent.change(within(form).getByLabelText(/^IP address/), {
      target: { value: '10.0.0.300' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Field is required')).toBeTruthy();
    expect(within(form).getByText('Invalid format.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: name } });
    fireEvent.change(within(form).getByLabelText(/^IP address/), {
      target: { value: '10.0.0.30' },
    });
    // What was typed is a draft until it is saved.
    const draft = Object.entries(localStorage).find(([key]) => key.includes('beatboxForm'));
    expect(draft?.[1]).toContain(name);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Beatboxes' });
    fireEvent.click(await within(table).findByRole('button', { name: `Details of ${name}` }));
    const drawer = await screen.findByRole('dialog', { name });
    expect(within(drawer).getByText('Unknown')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete beatbox' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText(name)).toBeNull());
  });

  it('refuses a server trust certificate that is not PEM and keeps the draft', async () => {
    await renderSignedIn('/heartbeat/agent', 'deployer@example.com');
    const table = await screen.findByRole('table', { name: 'Agents' });
    fireEvent.click(within(table).getByRole('button', { name: 'Details of plant-agent' }));
    const drawer = await screen.findByRole('dialog', { name: 'plant-agent' });
    expect(within(drawer).getByText('nordkraft.agents.example.com')).toBeTruthy();
    expect(within(drawer).getByText(/-----BEGIN CERTIFICATE-----/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Settings of the agent plant-agent' });
    const pem = within(form).getByLabelText(/^Server trust certificate/);
    fireEvent.change(pem, { target: { value: '-----BEGIN CERTIFICATE-----\nnot base64!\n' } });
    fireEvent.change(within(form).getByLabelText(/^Base domain/), {
      target: { value: 'https://x' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Invalid format.')).length).toBe(2);
    const draft = Object.entries(localStorage).find(([key]) => key.includes('agentForm'));
    expect(draft?.[1]).toContain('not base64!');
  });

  it('lets a Monitor read the agents without changing them', async () => {
    await renderSignedIn('/heartbeat/agent', 'monitor@example.com');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(within(table).getByText('plant-agent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add agent' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Details of plant-agent' }));
    const drawer = await screen.findByRole('dialog', { name: 'plant-agent' });
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
