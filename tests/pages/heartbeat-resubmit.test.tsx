import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn, serverBase } from './support/renderSignedIn';

layOutElements(1200, 800);

const FLOW = 'outage-report-public';

/** Traces with payloads of the demo's public inbound flow (the server makes no traffic). */
beforeAll(async () => {
  for (const n of [1, 2, 3]) {
    const answer = await fetch(`${serverBase()}/api/inbound/nordkraft/${FLOW}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outage: n }),
    });
    expect(answer.status).toBe(202);
  }
});
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

/** Resubmitting payloads (spec 4) against the real server's demo traces. */
describe('resubmitting traces', () => {
  it('resubmits nothing unasked: Resubmit needs a ticked trace; all loaded traces is its own confirmed choice', async () => {
    await renderSignedIn(
      `/heartbeat/flow-traces?flowId=${FLOW}&hasPayload=true`,
      'operator@example.com',
    );
    await screen.findAllByRole('button', { name: /^Details of trace/ });
    const loaded = /^Showing (\d+) of/.exec(
      screen.getByTestId('traces-shown').textContent ?? '',
    )?.[1];
    expect(Number(loaded)).toBeGreaterThan(0);

    expect(disabled(screen.getByRole('button', { name: 'Resubmit' }))).toBe(true);
    const all = screen.getByRole('button', { name: `All ${loaded} loaded traces…` });
    expect(disabled(all)).toBe(false);
    fireEvent.click(all);
    const confirm = await screen.findByRole('dialog', { name: 'Resubmit all loaded traces' });
    expect(confirm.textContent).toContain(
      `All ${loaded} loaded traces of ${FLOW} will be resubmitted, ticked or not.`,
    );
    expect(within(confirm).getByRole('button', { name: `Resubmit all ${loaded}` })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    const first = screen.getAllByRole('checkbox', { name: /^Select trace \d+$/ })[0]!;
    fireEvent.click(first);
    await screen.findByText('1 trace selected');
    await waitFor(() =>
      expect(disabled(screen.getByRole('button', { name: 'Resubmit' }))).toBe(false),
    );
  });

  it('offers nothing to send when no trace is shown', async () => {
    await renderSignedIn(
      `/heartbeat/flow-traces?flowId=${FLOW}&hasPayload=true&q=no-such-trace-anywhere`,
      'operator@example.com',
    );
    expect(await screen.findByText('Showing 0 of 0 traces')).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Resubmit' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'All 0 loaded traces…' }))).toBe(true);
  });

  it("resubmits one trace from its details, without the list's filters", async () => {
    await renderSignedIn('/heartbeat/flow-traces?hasPayload=true', 'operator@example.com');
    const details = await screen.findAllByRole('button', { name: /^Details of trace/ });
    fireEvent.click(details[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Trace \d+$/ });
    const id = /^Trace (\d+)$/.exec(within(drawer).getByText(/^Trace \d+$/).textContent ?? '')?.[1];
    expect(id).toBeTruthy();
    const resubmit = await within(drawer).findByRole('button', { name: 'Resubmit this trace' });
    fireEvent.click(resubmit);
    const confirm = await screen.findByRole('dialog', { name: `Resubmit trace ${id}?` });
    expect(confirm.textContent).toMatch(
      new RegExp(`Trace ${id} of [a-z0-9.-]+ will be resubmitted\\.`),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resubmit' }));
    expect(await within(drawer).findByText('1 payload was resubmitted.')).toBeTruthy();
  });
});
