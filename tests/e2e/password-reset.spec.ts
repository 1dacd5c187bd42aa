import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from './support/mailbox';
import { DEMO_PASSWORD, expect, submitSignIn, test } from './support/fixtures';

const USER = 'agent@example.com';
const NEW_PASSWORD = 'Blue-Harbour-Lantern-42';

/** Waits for a new mail to `recipient` and returns the set-password path it links to. */
async function nextResetLink(mailDir: string, recipient: string, seen: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(mailDir, recipient);
        const text = mails[seen]?.text ?? '';
        link = /https?:\/\/[^\s"'<>]+(\/setpassword\/[^\s"'<>]+)/.exec(text)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

async function resetThroughApi(request: APIRequestContext, mailDir: string, password: string) {
  const seen = (await mailsTo(mailDir, USER)).length;
  await request.post('/api/identity/password/reset', { data: { email: USER } });
  const link = await nextResetLink(mailDir, USER, seen);
  const token = decodeURIComponent(link.replace('/setpassword/', ''));
  const answer = await request.post('/api/identity/password/set', {
    data: {
      setPasswordToken: token,
      newPassword: { requestedPassword: password, repeatedPassword: password },
    },
  });
  expect(answer.status()).toBe(200);
}

test.describe('forgot and set password', () => {
  test('a reset mail leads to a new password that signs in', async ({ page, mailDir, request }) => {
    const seen = (await mailsTo(mailDir, USER)).length;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.getByRole('button', { name: 'Send reset mail' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await page.getByLabel(/^E-mail/).fill('Agent@Example.com');
    await page.getByRole('button', { name: 'Send reset mail' }).click();
    await expect(page.getByRole('status')).toHaveText('Mail sent, check your inbox.');

    const link = await nextResetLink(mailDir, USER, seen);
    try {
      await page.goto(link);
      const password = page.getByLabel(/^New password/);
      const repeat = page.getByLabel(/^Repeat password/);
      await expect(password).toBeVisible();

      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Field is required')).toHaveCount(2);

      await password.fill('abc');
      await repeat.fill('abc');
      await expect(page.getByRole('progressbar', { name: 'Password strength' })).toBeVisible();
      const bar = page.locator('[data-score]');
      await expect(bar).toHaveAttribute('data-score', '0');
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Password too weak')).toBeVisible();

      await password.fill(NEW_PASSWORD);
      await expect(bar).toHaveAttribute('data-score', '4');
      await repeat.fill(`${NEW_PASSWORD}!`);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Passwords must match')).toBeVisible();

      await repeat.fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByRole('status')).toHaveText('Password set.');

      // The link is used up.
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText('Invalid token');

      await page.goto('/login');
      await submitSignIn(page, USER, DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toContainText('Authentication failed');
      await submitSignIn(page, USER, NEW_PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    } finally {
      await resetThroughApi(request, mailDir, DEMO_PASSWORD);
    }
  });

  test('a made-up or missing token is refused', async ({ page }) => {
    await page.goto('/setpassword/not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Invalid token');
    await page.goto('/setpassword');
    await expect(page.getByRole('alert')).toHaveText('Missing token in URL');
  });
});
