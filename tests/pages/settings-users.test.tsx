import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import type { OrgUser } from '../../src/shared/contracts/org-users';
import { passwordTokens, renderSignedIn, serverBase } from './support/renderSignedIn';

layOutElements(1200, 600);
const NORDKRAFT = 2;
const FJORDNETT = 3;

/** Calls the identity service as the owner's admin (to prepare and undo a test's roles). */
async function asOwner(method: string, path: string, body?: unknown): Promise<Response> {
  const { access_token: token } = await passwordTokens(serverBase(), 'admin@example.com');
  return fetch(`${serverBase()}/api/identity${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A user's page (spec 2.4) as the owner's admin sees it, against the real server. */
describe("an organization user's page", () => {
  it('changes a role, and removes roles after a confirmation', async () => {
    // A user of this test's own, with roles in two organizations: page test files share one
    // server, and a demo user's roles taken away here would be missing in a file beside it.
    const reply = await asOwner('POST', `/organizations/${NORDKRAFT}/users`, {
      email: 'rita.roles@example.com',
      name: 'Rita Roles',
      phone: null,
      role: 'OPERATOR',
    });
    expect(reply.status).toBe(201);
    const { userId } = (await reply.json()) as OrgUser;
    const other = await asOwner('POST', `/organizations/${FJORDNETT}/users/existing`, {
      email: 'rita.roles@example.com',
      role: 'MONITOR',
    });
    expect(other.status).toBe(201);
    try {
      await changeAndRemoveRoles();
    } finally {
      // Whatever the test did not get to remove (answers 404 for a role already gone).
      for (const organization of [NORDKRAFT, FJORDNETT]) {
        await asOwner('DELETE', `/organizations/${organization}/users/${userId}/role`);
      }
    }
  });

  async function changeAndRemoveRoles() {
    await renderSignedIn('/settings/organizations/2', 'admin@example.com');
    const table = await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(await within(table).findByRole('link', { name: 'Rita Roles' }));
    await screen.findByRole('heading', { name: 'Rita Roles', level: 1 });
    expect(screen.getByText('rita.roles@example.com')).toBeTruthy();

    const roles = screen.getByRole('table', { name: 'Roles' });
    const nordkraft = within(roles).getByLabelText('Change role in Nordkraft Energi');
    expect((nordkraft as HTMLSelectElement).value).toBe('OPERATOR');
    fireEvent.change(nordkraft, { target: { value: 'DEPLOYER' } });
    await waitFor(() =>
      expect(
        (within(roles).getByLabelText('Change role in Nordkraft Energi') as HTMLSelectElement)
          .value,
      ).toBe('DEPLOYER'),
    );

    // The role in the other organization goes after a confirmation.
    const removeButtons = within(roles).getAllByRole('button', { name: 'Remove role' });
    expect(removeButtons).toHaveLength(2);
    fireEvent.click(removeButtons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove role?' });
    expect(within(dialog).getByText(/loses the role Monitor in Fjordnett/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove role' }));
    await waitFor(() =>
      expect(within(roles).queryByLabelText('Change role in Fjordnett')).toBeNull(),
    );

    fireEvent.click(within(roles).getByRole('button', { name: 'Remove role' }));
    const last = await screen.findByRole('dialog', { name: 'Remove role?' });
    fireEvent.click(within(last).getByRole('button', { name: 'Remove role' }));
    expect(await screen.findByText('The role was removed.')).toBeTruthy();
  }

  it('disables a user after a confirmation, shows it, and enables them again', async () => {
    // A user of this test's own: page test files share one server, and a demo user disabled
    // here, even for a moment, would be signed out in a file running beside this one.
    const name = 'Dora Disabled';
    const reply = await asOwner('POST', `/organizations/${NORDKRAFT}/users`, {
      email: 'dora.disabled@example.com',
      name,
      phone: null,
      role: 'MONITOR',
    });
    expect(reply.status).toBe(201);
    const { userId } = (await reply.json()) as OrgUser;
    try {
      await renderSignedIn(`/settings/organizations/${NORDKRAFT}`, 'admin@example.com');
      const table = await screen.findByRole('table', { name: 'Users' });
      fireEvent.click(await within(table).findByRole('link', { name }));
      await screen.findByRole('heading', { name, level: 1 });
      expect(screen.queryByText('Disabled')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Disable user' }));
      const dialog = await screen.findByRole('dialog', { name: 'Disable user?' });
      expect(within(dialog).getByText(/is signed out at once/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
      expect(await screen.findByText('Disabled')).toBeTruthy();

      fireEvent.click(await screen.findByRole('button', { name: 'Enable user' }));
      const again = await screen.findByRole('dialog', { name: 'Enable user?' });
      fireEvent.click(within(again).getByRole('button', { name: 'Enable user' }));
      await waitFor(() => expect(screen.queryByText('Disabled')).toBeNull());
      expect(screen.getByRole('button', { name: 'Disable user' })).toBeTruthy();
    } finally {
      await asOwner('DELETE', `/organizations/${NORDKRAFT}/users/${userId}/role`);
    }
  });

  it("offers no Disable to an admin of another organization than the user's own", async () => {
    // Bjørn (home nordkraft) administers fjordnett, where Agnes (home nordkraft) also works:
    // disabling her reaches nordkraft too, so it is for nordkraft's admins or an owner.
    const added: number[] = [];
    try {
      for (const [email, role] of [
        ['billing@example.com', 'ADMIN'],
        ['agent@example.com', 'MONITOR'],
      ] as const) {
        const reply = await asOwner('POST', `/organizations/${FJORDNETT}/users/existing`, {
          email,
          role,
        });
        expect(reply.status).toBe(201);
        added.push(((await reply.json()) as OrgUser).userId);
      }
      await renderSignedIn(
        `/settings/organizations/${FJORDNETT}?organization=fjordnett`,
        'billing@example.com',
      );
      const table = await screen.findByRole('table', { name: 'Users' });
      fireEvent.click(await within(table).findByRole('link', { name: 'Agnes Agent' }));
      await screen.findByRole('heading', { name: 'Agnes Agent', level: 1 });
      // The page is shown with the user's roles, but not the button the server would refuse.
      await screen.findByRole('table', { name: 'Roles' });
      expect(screen.queryByRole('button', { name: 'Disable user' })).toBeNull();
    } finally {
      for (const userId of added) {
        await asOwner('DELETE', `/organizations/${FJORDNETT}/users/${userId}/role`);
      }
    }
  });
});
