import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements();

const UP = '707057500000000014';

/** The data lake pages as a monitor sees them, rendered from the real server's answers. */
describe('the data lake against the real server', () => {
  it('finds a usage point by its meter and opens it', async () => {
    await renderSignedIn('/datalake/usage-points', 'monitor@example.com');
    const search = await screen.findByRole('textbox', { name: /Search/ });
    fireEvent.change(search, { target: { value: 'MTR-00000014' } });
    await waitFor(() =>
      expect(screen.getByTestId('usage-points-shown').textContent).toContain('of 1 usage point'),
    );
    const link = screen.getByRole('link', { name: UP });
    expect(link.getAttribute('href')).toContain(`/datalake/usage-points/${UP}`);
  });

  it('shows the meter and reads hourly averages per channel', async () => {
    await renderSignedIn(`/datalake/usage-points/${UP}`, 'monitor@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: UP })).toBeTruthy();
    const meter = await screen.findByRole('region', { name: 'Meter (end device)' });
    expect(within(meter).getByText('MTR-00000014')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Meter readings' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Aggregation' }), {
      target: { value: 'Average' },
    });
    expect(await screen.findByRole('region', { name: 'Active energy import' })).toBeTruthy();
    expect(
      await screen.findByRole(
        'group',
        { name: 'Readings of Active energy export in kWh' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('lists the related assets of the usage point, linked into the Assets module', async () => {
    await renderSignedIn(`/datalake/usage-points/${UP}/assets`, 'monitor@example.com');
    const table = await screen.findByRole('table', { name: 'Related assets' });
    const link = await within(table).findByRole('link', {
      name: `Open metering point ${UP} in Assets`,
    });
    expect(link.getAttribute('href')).toMatch(/\/assets\/assets\/\d+/);
    expect(within(table).getByText('MTR-00000014')).toBeTruthy();
  });

  it('says so for an unknown usage point', async () => {
    await renderSignedIn('/datalake/usage-points/707057500999999999', 'monitor@example.com');
    expect(
      await screen.findByRole('heading', { name: 'We could not find usage point.' }),
    ).toBeTruthy();
  });

  it('lists recent and archived workflows with their phases', async () => {
    await renderSignedIn('/datalake/workflows', 'monitor@example.com');
    expect(await screen.findByRole('tab', { name: 'Recent', selected: true })).toBeTruthy();
    expect((await screen.findAllByText('In progress')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    expect((await screen.findAllByText('Approved')).length).toBeGreaterThan(0);
  });

  it('runs a GraphQL query and keeps it in the history', async () => {
    localStorage.removeItem('console.datalake.graphql-history');
    await renderSignedIn('/datalake/graphql', 'monitor@example.com');
    expect(await screen.findByRole('region', { name: 'Schema' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Run query' }));
    const result = await screen.findByTestId('graphql-result');
    await waitFor(() => expect(result.textContent).toContain('MTR-00000010'));
    expect(screen.getByRole('button', { name: 'Use query 1' })).toBeTruthy();
    expect(localStorage.getItem('console.datalake.graphql-history')).toContain('usagePoints');
  });

  it('pins a usage point for a site visit and lists it with its age', async () => {
    localStorage.removeItem('console.datalake.pinned');
    await renderSignedIn(`/datalake/usage-points/${UP}`, 'monitor@example.com');
    const pin = await screen.findByRole('button', { name: 'Pin for site visit' });
    fireEvent.click(pin);
    expect(
      (await screen.findByRole('button', { name: 'Unpin' })).getAttribute('aria-pressed'),
    ).toBe('true');
    cleanup();
    await renderSignedIn('/datalake/usage-points', 'monitor@example.com');
    const pinned = await screen.findByRole('region', { name: 'Pinned for a site visit' });
    expect(within(pinned).getByRole('link', { name: UP })).toBeTruthy();
    await waitFor(() => expect(pinned.textContent).toContain('fetched just now'));
  });
});
