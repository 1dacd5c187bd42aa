import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adrApi } from '../../src/shared/api';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** Words of the demo's action types as the English console says them. */
const TYPE_WORDS = /On-demand read|Connect|Disconnect|Ping|Set tariff|Firmware update/;
/** A code as the database has it (SET_TARIFF, PING). */
const RAW_TYPE = /\b(ON_DEMAND_READ|CONNECT|DISCONNECT|PING|SET_TARIFF|FIRMWARE_UPDATE)\b/;

/** The execute confirmation against the real server's demo actions (nordkraft, id 2). */
describe('the execute confirmation of an action', () => {
  it("names the usage point's meter and the action type in words", async () => {
    await renderSignedIn('/assets?dateOptionIndex=2', 'operator@example.com');
    fireEvent.change(await screen.findByLabelText('State'), { target: { value: 'OPEN' } });
    const table = await screen.findByRole('table', { name: 'Actions' });
    const details = await within(table).findAllByRole('button', { name: /^Details of action/ });
    fireEvent.click(details[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Action \d+$/ });
    const assetLink = await within(drawer).findByRole('link', { name: /^\d+$/ });
    const usagePoint = assetLink.textContent ?? '';
    const assetId = Number(
      /\/assets\/assets\/(\d+)/.exec(assetLink.getAttribute('href') ?? '')?.[1],
    );
    const asset = await adrApi.asset(2, assetId);
    const meters = asset.meters.map((meter) => meter.mrId);
    expect(meters.length).toBeGreaterThan(0);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Execute' }));
    const confirm = await screen.findByRole('dialog', { name: /^Execute action \d+\?$/ });
    const text = await within(confirm).findByText(/head-end system of meter MTR-/);
    const said = text.textContent ?? '';
    const meter = /meter (\S+?)[ ,.]/.exec(said)?.[1];
    expect(meters).toContain(meter);
    expect(said).toContain(`usage point ${usagePoint}`);
    expect(said).toMatch(TYPE_WORDS);
    expect(said).not.toMatch(RAW_TYPE);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  });
});
