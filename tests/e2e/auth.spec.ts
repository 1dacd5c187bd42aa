import { expect, expectedLanding, logOut, signIn, submitSignIn, test } from './support/fixtures';

const LANDINGS = [
  { email: 'admin@example.com', organization: 'owner', role: 'Admin' },
  { email: 'deployer@example.com', organization: 'nordkraft', role: 'Deployer' },
  { email: 'operator@example.com', organization: 'nordkraft', role: 'Operator' },
  { email: 'monitor@example.com', organization: 'nordkraft', role: 'Monitor' },
  { email: 'billing@example.com', organization: 'nordkraft', role: 'Billing' },
  { email: 'agent@example.com', organization: 'nordkraft', role: 'Agent' },
];

test.describe('sign-in', () => {
  for (const { email, organization, role } of LANDINGS) {
    test(`${email} lands on the first module of ${organization} as ${role}`, async ({ page }) => {
      await signIn(page, email);
      const landing = await expectedLanding(page);
      await expect(page).toHaveURL(new RegExp(`${landing}\\?organization=${organization}$`));
      await expect(page.getByRole('contentinfo')).toContainText(role);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('shows the product name and a forgot-password link, and no directory sign-on', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /microsoft|directory|single sign/i }),
    ).toHaveCount(0);
  });

  test('lowercases the e-mail before sending it', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'Operator@Example.COM');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Operator');
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Field is required')).toHaveCount(2);
  });

  test('says so when the password is wrong', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'monitor@example.com', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Authentication failed, please check your email and password',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user without roles sees the no-roles page and can log out', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'noroles@example.com');
    await expect(page.getByRole('alert')).toHaveText(
      "This user doesn't have any roles in Connect. Please log in with a different user.",
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('restores the page a signed-out user wanted after sign-in', async ({ page }) => {
    await page.goto('/settings/user');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, 'operator@example.com');
    await expect(page).toHaveURL(/\/settings\/user\?organization=nordkraft$/);
    await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
  });
});

test.describe('logout', () => {
  test('asks for confirmation, can be cancelled, and signs out other tabs', async ({
    page,
    context,
  }) => {
    await signIn(page, 'billing@example.com');
    await page.goto('/platform');
    const other = await context.newPage();
    await other.goto('/settings/user');
    await expect(other.getByRole('heading', { name: 'User configuration' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toContainText('Do you want to log out of Connect?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/platform/);

    await logOut(page);
    await expect(other).toHaveURL(/\/login$/);
    await page.goto('/platform');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a press on the confirmation while the dialog is still appearing logs out', async ({
    page,
  }) => {
    // Seen in a busy run: the dialog slid into place between the press and the release, so
    // the release fell beside the button and no click happened. A dialog must not move
    // under a finger.
    await signIn(page, 'monitor@example.com');
    // A slow tablet: every animation at a twentieth of its speed.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    const confirm = dialog.getByRole('button', { name: 'Log out' });
    const box = await confirm.boundingBox();
    if (!box) throw new Error('the confirmation has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + 3);
    await page.mouse.down();
    // Released once the dialog has finished appearing, as a slow tap is.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect.poll(() => dialog.evaluate((node) => node.getAnimations().length)).toBe(0);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("offline, with the dialog's code never loaded, the browser's own question logs out", async ({
    page,
    context,
  }) => {
    // The dialog's code loads when it is first wanted; no service worker here holds a copy.
    await signIn(page, 'operator@example.com');
    await context.setOffline(true);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(asked).toEqual(['Do you want to log out of Connect?']);
    await context.setOffline(false);
  });

  test('remembers "Don\'t ask again"', async ({ page }) => {
    await signIn(page, 'agent@example.com');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await dialog.getByRole('checkbox', { name: "Don't ask again" }).check();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'agent@example.com');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
