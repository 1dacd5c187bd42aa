import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import type { OrgInvitationList, OrgUser, OrgUserPage } from '@contracts/org-users';
import { passwordTokens, renderSignedIn, serverBase } from './support/renderSignedIn';

layOutElements(1200, 600);
const NORDKRAFT = 2;
const FJORDNETT = 3;

/** Calls the identity service as the owner's admin (to prepare and undo a test's roles). */
function asOwner(method: string, path: string, body?: unknown): Promise<Response> {
  return asUser('admin@example.com', method, path, body);
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

/** Calls the identity service as `email` (demo password). */
async function asUser(email: string, method: string, path: string, body?: unknown) {
  const { access_token: token } = await passwordTokens(serverBase(), email);
  return fetch(`${serverBase()}/api/identity${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Bjørn (home nordkraft) made an admin of fjordnett by the owner, for a test: an admin who is
 * not an owner, adding users of another organization. Undone after the test, with every
 * invitation fjordnett still has pending.
 */
async function withFjordnettAdmin(test: () => Promise<void>, others: string[] = []) {
  const reply = await asOwner('POST', `/organizations/${FJORDNETT}/users/existing`, {
    email: 'billing@example.com',
    role: 'ADMIN',
  });
  expect(reply.status).toBe(201);
  const { userId } = (await reply.json()) as OrgUser;
  try {
    await test();
  } finally {
    const pending = (await (
      await asOwner('GET', `/organizations/${FJORDNETT}/invitations`)
    ).json()) as OrgInvitationList;
    for (const invitation of pending.invitations) {
      await asOwner('DELETE', `/organizations/${FJORDNETT}/invitations/${invitation.invitationId}`);
    }
    for (const email of others) {
      const page = (await (
        await asOwner('GET', `/organizations/${FJORDNETT}/users`)
      ).json()) as OrgUserPage;
      const user = page.users.find((u) => u.email === email);
      if (user) await asOwner('DELETE', `/organizations/${FJORDNETT}/users/${user.userId}/role`);
    }
    await asOwner('DELETE', `/organizations/${FJORDNETT}/users/${userId}/role`);
  }
}

describe("an organization's users as an admin who is not an owner", () => {
  it('invites alike for an unknown e-mail and a user of another organization, lists both and withdraws', async () => {
    await withFjordnettAdmin(async () => {
      await renderSignedIn(
        `/settings/organizations/${FJORDNETT}?organization=fjordnett`,
        'billing@example.com',
      );
      await screen.findByRole('table', { name: 'Users' });
      const pending = await screen.findByRole('region', { name: 'Pending invitations' });
      const answers: string[] = [];
      for (const email of ['nobody.pages@example.com', 'deployer@example.com']) {
        fireEvent.click(screen.getByRole('button', { name: 'Add existing user' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add existing user' });
        fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: email } });
        fireEvent.change(within(dialog).getByLabelText(/^Role/), { target: { value: 'OPERATOR' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Add existing user' }));
        const status = await screen.findByRole('status');
        answers.push(status.textContent ?? '');
        await within(pending).findByText(email);
        fireEvent.click(within(status).getByRole('button'));
        await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      }
      expect(answers).toEqual([
        'If a user has this e-mail, they are invited to join. They join when they accept.',
        'If a user has this e-mail, they are invited to join. They join when they accept.',
      ]);
      // Nobody joined.
      const users = screen.getByRole('table', { name: 'Users' });
      expect(within(users).queryByText('deployer@example.com')).toBeNull();
      expect(within(pending).getAllByText('billing@example.com')).toHaveLength(2);

      // Asking again is told an invitation is pending.
      fireEvent.click(screen.getByRole('button', { name: 'Add existing user' }));
      const again = await screen.findByRole('dialog', { name: 'Add existing user' });
      fireEvent.change(within(again).getByLabelText(/^E-mail/), {
        target: { value: 'deployer@example.com' },
      });
      fireEvent.click(within(again).getByRole('button', { name: 'Add existing user' }));
      expect(
        await within(again).findByText('An invitation to this e-mail is pending.'),
      ).toBeTruthy();
      fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

      fireEvent.click(
        within(pending).getByRole('button', {
          name: 'Withdraw the invitation of nobody.pages@example.com',
        }),
      );
      expect(
        await screen.findByText('The invitation of nobody.pages@example.com was withdrawn.'),
      ).toBeTruthy();
      await waitFor(() =>
        expect(within(pending).queryByText('nobody.pages@example.com')).toBeNull(),
      );
      expect(within(pending).getByText('deployer@example.com')).toBeTruthy();
    });
  });

  it('invites from the new-user dialog alike for a new person and a user of another organization', async () => {
    await withFjordnettAdmin(async () => {
      await renderSignedIn(
        `/settings/organizations/${FJORDNETT}?organization=fjordnett`,
        'billing@example.com',
      );
      const pending = await screen.findByRole('region', { name: 'Pending invitations' });
      const answers: string[] = [];
      for (const [email, name] of [
        ['new.pages@example.com', 'Nina New'],
        ['operator@example.com', 'Olga Again'],
      ] as const) {
        fireEvent.click(screen.getByRole('button', { name: 'Add new user' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add new user' });
        fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: email } });
        fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: name } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Add new user' }));
        const status = await screen.findByRole('status');
        answers.push(status.textContent ?? '');
        await within(pending).findByText(email);
        fireEvent.click(within(status).getByRole('button'));
        await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      }
      expect(new Set(answers)).toEqual(
        new Set([
          'An invitation was mailed. The person joins when they accept it or set their password.',
        ]),
      );
    });
  });
});

describe('the invitations of the signed-in user', () => {
  it('are declined or accepted on their page; accepting offers the organization', async () => {
    await withFjordnettAdmin(async () => {
      const invite = async () =>
        expect(
          (
            await asUser(
              'billing@example.com',
              'POST',
              `/organizations/${FJORDNETT}/users/existing`,
              {
                email: 'agent@example.com',
                role: 'MONITOR',
              },
            )
          ).status,
        ).toBe(202);
      await invite();
      await renderSignedIn('/settings/invitations', 'agent@example.com');
      const card = await screen.findByRole('region', { name: 'Invitation to join Fjordnett' });
      expect(
        within(card).getByText('billing@example.com invited you to join Fjordnett as Monitor.'),
      ).toBeTruthy();
      // With one role, the organization menu has nothing to offer.
      const switcher = () => screen.getByRole('button', { name: /^Switch organization and role/ });
      expect((switcher() as HTMLButtonElement).disabled).toBe(true);

      fireEvent.click(
        within(card).getByRole('button', { name: 'Decline the invitation to join Fjordnett' }),
      );
      expect(
        await screen.findByText('You declined the invitation to join Fjordnett.'),
      ).toBeTruthy();
      expect(await screen.findByText('You have no pending invitations.')).toBeTruthy();

      await invite();
      cleanup();
      await renderSignedIn('/settings/invitations', 'agent@example.com');
      const again = await screen.findByRole('region', { name: 'Invitation to join Fjordnett' });
      fireEvent.click(
        within(again).getByRole('button', { name: 'Accept the invitation to join Fjordnett' }),
      );
      expect(
        await screen.findByText(
          'You joined Fjordnett as Monitor. Choose it in the organization menu.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect((switcher() as HTMLButtonElement).disabled).toBe(false));
    }, ['agent@example.com']);
  });
});
