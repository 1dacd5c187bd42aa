import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { passwordTokens, renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** Signs a user in beside the console under test: another person's session. */
const signInElsewhere = (email: string) => passwordTokens(inject('pagesServer'), email);

const sessionIdOf = (token: string) =>
  (
    JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      sid: string;
    }
  ).sid;

const call = (path: string, token: string, method = 'GET') =>
  fetch(`${inject('pagesServer')}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });

/** The sessions page (spec 2.4) as an owner sees it, against the real server. */
describe('the sessions page', () => {
  it('terminates a selected session after confirmation; its user is refused at once', async () => {
    const monitor = await signInElsewhere('monitor@example.com');
    const sid = sessionIdOf(monitor.access_token);
    await renderSignedIn('/security', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Live sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Session id', 'Username', 'Client id', 'Client IP']));
    const terminate = screen.getByRole('button', { name: 'Terminate selected (0)' });
    expect((terminate as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(await within(table).findByRole('checkbox', { name: `Select session ${sid}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Terminate selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate sessions' });
    expect(within(dialog).getByText('End 1 session? Its user is signed out at once.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));

    expect(await screen.findByText('1 session terminated.')).toBeTruthy();
    expect((await call('/api/identity/users/me', monitor.access_token)).status).toBe(401);
  });

  it('names the sessions that could not be terminated', async () => {
    const operator = await signInElsewhere('operator@example.com');
    const sid = sessionIdOf(operator.access_token);
    await renderSignedIn('/security', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Live sessions' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: `Select session ${sid}` }));
    // The user signs out meanwhile: the session is no longer there to end.
    await call('/api/identity/authentication/logout', operator.access_token, 'POST');
    fireEvent.click(await screen.findByRole('button', { name: 'Terminate selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate sessions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(
      await screen.findByText(
        `Session terminated with errors. Failed to terminate Websocket connection: ${sid}`,
      ),
    ).toBeTruthy();
  });
});
