import { test as base, expect, type Page } from '@playwright/test';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the browser tests need tests/e2e/global-setup.ts`);
  return value;
}

export const DEMO_PASSWORD = 'console-demo';

/** Tests reach the server the global setup started, and the mails its SMTP server captured. */
export const test = base.extend<{ mailDir: string }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(requireEnv('E2E_BASE_URL')),
  // eslint-disable-next-line no-empty-pattern
  mailDir: async ({}, use) => use(requireEnv('E2E_MAIL_DIR')),
});

export { expect };

/** Fills the sign-in form and submits it. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the sign-in page and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Module root paths in the order `/` tries them (spec 2.1); connect is heartbeat in foundation mode. */
const ROOT_ORDER = [
  '/heartbeat',
  '/connect',
  '/datalake',
  '/assets',
  '/smoc',
  '/ghostwriter',
  '/platform',
  '/security',
];

/**
 * Where `/` should send the signed-in user: the first module, in spec order, that the module
 * selector offers (the modules built and held by the organization), else settings.
 */
export async function expectedLanding(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Choose module' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const offered = await items.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  await page.keyboard.press('Escape');
  return ROOT_ORDER.find((path) => offered.includes(path)) ?? '/settings';
}

/** Logs out through the confirmation dialog. */
export async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
