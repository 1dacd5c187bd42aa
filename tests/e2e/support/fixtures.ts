import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { startMailbox } from './mailbox';
import { startServer, type RunningServer } from './server';

export const DEMO_PASSWORD = 'console-demo';

/**
 * Each Playwright worker has its own real SMTP server (writing into its own folder) and its
 * own real platform server (demo data in its own data folder): workers run files side by
 * side without sharing a database. Files in one worker run one after the other on the same
 * server, so a test that changes shared demo data (a password, a paused flow) puts it back.
 */
export const test = base.extend<object, { mailDir: string; platformServer: RunningServer }>({
  mailDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'console-e2e-mail-'));
      try {
        await use(dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  platformServer: [
    async ({ mailDir }, use) => {
      const mailbox = await startMailbox(mailDir);
      try {
        const server = await startServer({ SMTP_URL: mailbox.smtpUrl });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      } finally {
        await mailbox.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ platformServer }, use) => {
    // A server that ended under the worker (a crash, or a signal from outside the tests) is
    // named as such, not left to show as refused connections; the next worker starts anew.
    const ended = platformServer.ended();
    if (ended) throw new Error(`This worker's ${ended}`);
    await use(platformServer.baseUrl);
  },
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

/**
 * Another person's console beside the test's: a browser context of its own with a page signed
 * in as `email`. The caller closes the context.
 */
export async function signedInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, email);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The owner's (admin@example.com's) bearer header, from the real token endpoint. */
export async function ownerHeaders(request: APIRequestContext) {
  const answer = await request.post('/api/identity/authentication/token', {
    form: {
      grant_type: 'password',
      scope: 'console',
      username: 'admin@example.com',
      password: DEMO_PASSWORD,
    },
  });
  expect(answer.ok()).toBe(true);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
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

/** Seconds until the access token the page holds expires (negative once expired). */
export const tokenLifeLeft = (page: Page) =>
  page.evaluate(() => {
    const { token } = JSON.parse(localStorage.getItem('console.auth') ?? '{}') as {
      token?: string;
    };
    const payload = (token ?? '').split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
    };
    return exp - Date.now() / 1000;
  });

/** Collects what the page reports as errors from now on: console errors and uncaught ones. */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
