import type { BrowserContext, Page } from '@playwright/test';
import { expect, ownerHeaders, signedInElsewhere, test } from './support/fixtures';

const ENDED = 'An administrator ended your session. Please, log in again.';
const isSessionCheck = (url: string) => url.endsWith('/api/identity/authentication/session');

async function sessionIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { token } = JSON.parse(localStorage.getItem('console.auth') ?? '{}') as {
      token: string;
    };
    const payload = token.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid: string }).sid;
  });
}

/** The monitor's console in a browser of its own, two tabs on Platform status, refresh off. */
async function twoTabs(
  browser: Parameters<typeof signedInElsewhere>[0],
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; tabs: [Page, Page] }> {
  const { context, page: first } = await signedInElsewhere(browser, baseURL, 'monitor@example.com');
  await first.goto('/platform');
  await expect(first.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/platform');
  await expect(second.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  // Auto refresh is off: nothing else asks the server.
  await expect(first.getByRole('button', { name: 'Start' })).toBeVisible();
  return { context, tabs: [first, second] };
}

test.describe('a session an administrator ends', () => {
  test('signs its open console out within seconds, auto refresh off, saying an administrator ended it', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, tabs } = await twoTabs(browser, baseURL);
    try {
      const ended = await request.post('/api/secadmin/v1/2/sessions/terminate', {
        headers: await ownerHeaders(request),
        data: { sessionIds: [await sessionIdOf(tabs[0])] },
      });
      expect(ended.ok()).toBe(true);

      for (const page of tabs) {
        await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
        await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test('is watched by one tab of a browser, not by each', async ({ browser, baseURL }) => {
    const { context, tabs } = await twoTabs(browser, baseURL);
    try {
      const askedBy: Page[] = [];
      for (const page of tabs) {
        page.on('request', (r) => {
          if (isSessionCheck(r.url())) askedBy.push(page);
        });
      }
      await expect.poll(() => askedBy.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      expect(new Set(askedBy).size).toBe(1);
    } finally {
      await context.close();
    }
  });
});
