import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from './support/renderSignedIn';

/** The flow page as each role sees it, rendered from the real server's answers. */
describe('a flow page against the real server', () => {
  it('shows a deployer the flow with its pause action', async () => {
    await renderSignedIn('/heartbeat/flows/outage-report-public', 'deployer@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'outage-report-public' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pause flow' })).toBeTruthy();
  });

  it('shows a monitor the flow without the pause action', async () => {
    await renderSignedIn('/heartbeat/flows/outage-report-public', 'monitor@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'outage-report-public' }),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause flow|Resume flow/ })).toBeNull();
  });

  it('says so for a flow the server does not know', async () => {
    await renderSignedIn('/heartbeat/flows/no-such-flow', 'operator@example.com');
    expect(
      await screen.findByRole('heading', { name: 'The flow no-such-flow could not be found.' }),
    ).toBeTruthy();
  });

  it('pauses a flow on the server and resumes it', async () => {
    await renderSignedIn('/heartbeat/flows/erp-billing-export', 'deployer@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause erp-billing-export' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Checked against the real server' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause flow' }));
    const notice = await screen.findByTestId('disablement');
    expect(notice.textContent).toContain('Reason: Checked against the real server');

    fireEvent.click(screen.getByRole('button', { name: 'Resume flow' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume erp-billing-export' });
    fireEvent.click(within(resume).getByRole('button', { name: 'Resume flow' }));
    expect(await screen.findByRole('button', { name: 'Pause flow' })).toBeTruthy();
    expect(screen.queryByTestId('disablement')).toBeNull();
  });
});
