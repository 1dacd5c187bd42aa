import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** The assets pages against the real server's demo estate. */
describe('the assets module against the real server', () => {
  it('shows a metering point with its location and linked meter', async () => {
    await renderSignedIn('/assets/assets/1', 'monitor@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metering point 707057500000000001' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Meter MTR-00000001' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(screen.getAllByText('Europe/Oslo').length).toBeGreaterThan(0);
  });

  it('executes an open action after confirmation and shows its execution', async () => {
    await renderSignedIn('/assets?dateOptionIndex=2', 'operator@example.com');
    fireEvent.change(await screen.findByLabelText('State'), { target: { value: 'OPEN' } });
    const table = await screen.findByRole('table', { name: 'Actions' });
    const details = await within(table).findAllByRole('button', { name: /^Details of action/ });
    fireEvent.click(details[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Action \d+$/ });
    expect(await within(drawer).findByText('Not executed yet.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Execute' }));
    const confirm = await screen.findByRole('dialog', { name: /^Execute action \d+\?$/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Execute' }));
    const executions = await within(drawer).findByTestId('executions');
    expect(within(executions).getByText('Executed')).toBeTruthy();
    expect(within(drawer).queryByText('Not executed yet.')).toBeNull();
  });

  it('keeps execute and the audit log from a monitor', async () => {
    await renderSignedIn('/assets?dateOptionIndex=2', 'monitor@example.com');
    const table = await screen.findByRole('table', { name: 'Actions' });
    const details = await within(table).findAllByRole('button', { name: /^Details of action/ });
    fireEvent.click(details[0]!);
    const drawer = await screen.findByRole('dialog', { name: /^Action \d+$/ });
    expect(await within(drawer).findByRole('heading', { name: 'Executions' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Execute' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
