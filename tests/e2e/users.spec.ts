import type { APIRequestContext } from '@playwright/test';
import type { OrgInvitationList, OrgUserPage } from '@contracts/org-users';
import { mailsTo } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, signIn, submitSignIn, test } from './support/fixtures';

const PASSWORD = 'Copper-Meadow-Lighthouse-73';
const NORDKRAFT = 2;

/** Bearer headers of a demo user, for preparing and undoing a test over the API. */
async function headersOf(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/identity/authentication/token', {
    form: { grant_type: 'password', scope: 'console', username: email, password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** A user's id, read from the owner's answer of GET /users/me or nordkraft's users. */
async function userIdOf(
  request: APIRequestContext,
  owner: Record<string, string>,
  email: string,
): Promise<number> {
  if (email === 'admin@example.com') {
    const me = await request.get('/api/identity/users/me', { headers: owner });
    return ((await me.json()) as { userId: number }).userId;
  }
  const page = await request.get(`/api/identity/organizations/${NORDKRAFT}/users`, {
    headers: owner,
  });
  const user = ((await page.json()) as OrgUserPage).users.find((u) => u.email === email);
  expect(user, email).toBeDefined();
  return user!.userId;
}

test.describe('organization users', () => {
  test('an admin adds a new user, who sets a password from the mail and signs in', async ({
    page,
    browser,
    baseURL,
    mailDir,
  }) => {
    const email = `invited-${Date.now().toString(36)}-${test.info().repeatEachIndex}@example.com`;
    await signIn(page, 'admin@example.com');
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Open the users of / }).click();
    await expect(page).toHaveURL(/\/settings\/organizations\/1(\?|$)/);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('link', { name: 'Ada Admin' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add new user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add new user' });
    await drawer.getByRole('button', { name: 'Add new user' }).click();
    await expect(drawer.getByText('Field is required')).toHaveCount(2);
    await drawer.getByLabel(/^E-mail/).fill('not-an-address');
    await expect(drawer.getByText('Invalid email')).toBeVisible();
    await drawer.getByLabel(/^E-mail/).fill(email);
    await drawer.getByLabel(/^Name/).fill('Ivy Invited');
    await drawer.getByLabel(/^Phone number/).fill('+47 400 00 000');
    await drawer.getByLabel(/^Role/).selectOption('MONITOR');
    await drawer.getByRole('button', { name: 'Add new user' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Ivy Invited was added' }),
    ).toBeVisible();
    await expect(table.getByRole('link', { name: 'Ivy Invited' })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const [mail] = await mailsTo(mailDir, email);
          link = /https?:\/\/[^\s"'<>]+(\/setpassword\/[^\s"'<>]+)/.exec(mail?.text ?? '')?.[1];
          return mail?.text.includes('invited you') && link;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();

    const invited = await browser.newContext({ baseURL });
    try {
      const newcomer = await invited.newPage();
      await newcomer.goto(link ?? '');
      await newcomer.getByLabel(/^New password/).fill(PASSWORD);
      await newcomer.getByLabel(/^Repeat password/).fill(PASSWORD);
      await newcomer.getByRole('button', { name: 'Set password' }).click();
      await expect(newcomer.getByRole('status')).toHaveText('Password set.');
      await newcomer.goto('/login');
      await submitSignIn(newcomer, email, PASSWORD);
      await expect(newcomer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    } finally {
      await invited.close();
    }
  });

  test("a customer organization's admin invites the owner, who joins only by accepting and keeps their session when the role goes", async ({
    page,
    browser,
    baseURL,
    request,
    mailDir,
  }) => {
    const invitee = 'admin@example.com';
    const users = `/api/identity/organizations/${NORDKRAFT}/users`;
    const owner = await headersOf(request, invitee);
    const billingId = await userIdOf(request, owner, 'billing@example.com');
    // Bjørn administers nordkraft for this test: an admin who is no owner.
    const promoted = await request.put(`${users}/${billingId}/role`, {
      headers: owner,
      data: { role: 'ADMIN' },
    });
    expect(promoted.status()).toBe(200);
    const mailsBefore = (await mailsTo(mailDir, invitee)).length;
    const ownerContext = await browser.newContext({ baseURL });
    try {
      await signIn(page, 'billing@example.com');
      await page.goto(`/settings/organizations/${NORDKRAFT}`);
      const table = page.getByRole('table', { name: 'Users' });
      await expect(table).toBeVisible();
      await page.getByRole('button', { name: 'Add existing user' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add existing user' });
      await drawer.getByLabel(/^E-mail/).fill(invitee);
      await drawer.getByLabel(/^Role/).selectOption('MONITOR');
      await drawer.getByRole('button', { name: 'Add existing user' }).click();
      await expect(
        page.getByRole('status').filter({
          hasText:
            'If a user has this e-mail, they are invited to join. They join when they accept.',
        }),
      ).toBeVisible();
      const pending = page.getByRole('region', { name: 'Pending invitations' });
      await expect(pending.getByText(invitee)).toBeVisible();
      await expect(
        pending.getByRole('button', { name: `Withdraw the invitation of ${invitee}` }),
      ).toBeVisible();
      // Not a member until they accept.
      await expect(table.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await expect
        .poll(
          async () => {
            const mails = await mailsTo(mailDir, invitee);
            const text = mails.length > mailsBefore ? (mails.at(-1)?.text ?? '') : '';
            return (
              text.includes(
                'billing@example.com invited you to join Nordkraft Energi as MONITOR',
              ) && text.includes('/settings/invitations')
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);

      const ada = await ownerContext.newPage();
      await signIn(ada, invitee);
      await ada.goto('/settings/invitations');
      const card = ada.getByRole('region', { name: 'Invitation to join Nordkraft Energi' });
      await expect(card).toContainText(
        'billing@example.com invited you to join Nordkraft Energi as Monitor.',
      );
      await expectNoAxeViolations(ada);
      await card
        .getByRole('button', { name: 'Accept the invitation to join Nordkraft Energi' })
        .click();
      await expect(
        ada.getByRole('status').filter({ hasText: 'You joined Nordkraft Energi as Monitor.' }),
      ).toBeVisible();
      await expect(ada.getByText('You have no pending invitations.')).toBeVisible();
      // The organization menu offers nordkraft at once.
      await ada.getByRole('button', { name: /^Switch organization and role/ }).click();
      await expect(
        ada.getByRole('menuitem', { name: /^Nordkraft Energi · Monitor/ }),
      ).toBeVisible();
      await ada.keyboard.press('Escape');

      // Nordkraft's admin sees her now, and removing her role there ends none of her sessions.
      await page.reload();
      const row = table.getByRole('link', { name: 'Ada Admin' });
      await expect(row).toBeVisible();
      await expect(pending.getByText(invitee)).toHaveCount(0);
      await row.click();
      const roles = page.getByRole('table', { name: 'Roles' });
      await roles.getByRole('button', { name: 'Remove role' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove role?' });
      await expect(confirm).toContainText('Their sessions end only if no role is left');
      await confirm.getByRole('button', { name: 'Remove role' }).click();
      await expect(page.getByText('The role was removed.')).toBeVisible();
      await ada.reload();
      await expect(ada.getByRole('heading', { name: 'Your invitations', level: 1 })).toBeVisible();
      await expect(ada.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    } finally {
      await ownerContext.close();
      // Put nordkraft back: no pending invitation, no role of Ada's, Bjørn billing again.
      const list = (await (
        await request.get(`/api/identity/organizations/${NORDKRAFT}/invitations`, {
          headers: owner,
        })
      ).json()) as OrgInvitationList;
      for (const { invitationId } of list.invitations) {
        await request.delete(
          `/api/identity/organizations/${NORDKRAFT}/invitations/${invitationId}`,
          { headers: owner },
        );
      }
      const adaId = await userIdOf(request, owner, invitee);
      await request.delete(`${users}/${adaId}/role`, { headers: owner });
      await request.put(`${users}/${billingId}/role`, {
        headers: owner,
        data: { role: 'BILLING' },
      });
    }
  });
});
