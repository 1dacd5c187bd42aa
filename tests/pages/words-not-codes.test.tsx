import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1400, 600);

/** Codes the database has (issue 32, item 8) shown in words, the code kept small beside them. */
describe('words instead of codes', () => {
  it('names audit entity and event types in words, with the code beside them', async () => {
    await renderSignedIn('/settings/audit?entityType=SESSION', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const signIn = (await within(table).findAllByText('Signed in'))[0]!;
    expect(signIn.closest('[role="cell"], td')?.textContent).toBe('Signed in LOGIN_SUCCEEDED');
    expect(within(table).getAllByText('Session').length).toBeGreaterThan(0);
  });

  it("names a usage point's fields in words", async () => {
    await renderSignedIn('/datalake/usage-points/707057500000000014', 'monitor@example.com');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Ready for smart meter billing')).toBeTruthy();
    expect(within(details).getByText('Phases')).toBeTruthy();
    const channel = (await screen.findAllByRole('region', { name: /^Channels: / }))[0]!;
    expect(within(channel).getByText('Reading type')).toBeTruthy();
  });

  it("names an action's type and source in words", async () => {
    await renderSignedIn('/assets?dateOptionIndex=2', 'operator@example.com');
    const table = await screen.findByRole('table', { name: 'Actions' });
    const details = await within(table).findAllByRole('button', { name: /^Details of action/ });
    fireEvent.click(details[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Action \d+$/ });
    expect(drawer.textContent).toMatch(
      /Source(Meter data management \(MDM\)|Customer system \(CRM\)|Outage management \(OUTAGE\)|Console \(CONSOLE\))/,
    );
    expect(table.textContent).not.toMatch(/\b(ON_DEMAND_READ|SET_TARIFF|FIRMWARE_UPDATE|OUTAGE)\b/);
  });

  it('names error categories in words in the trace filters', async () => {
    await renderSignedIn('/heartbeat/flow-traces', 'operator@example.com');
    const select = await screen.findByLabelText('Error category');
    expect(
      within(select).getByRole('option', { name: 'Connection refused (CONNECTION_REFUSED)' }),
    ).toBeTruthy();
  });
});
