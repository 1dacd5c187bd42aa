import { mailsTo } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, submitSignIn, test } from './support/fixtures';

const PASSWORD = 'Copper-Meadow-Lighthouse-73';

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
});
