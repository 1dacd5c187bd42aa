import type { BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, ownerHeaders, signIn, submitSignIn, test } from './support/fixtures';

const USER = 'billing@example.com';
const ORG = 2;

test.describe('session limits', () => {
  test('a concurrent-session limit of 2 refuses a third sign-in, saying why', async ({
    browser,
    baseURL,
    request,
  }) => {
    const headers = await ownerHeaders(request);
    const api = `/api/secadmin/v1/${ORG}`;
    const users = (await (
      await request.get(`/api/identity/organizations/${ORG}/users`, { headers })
    ).json()) as { users: { userId: number; email: string }[] };
    const billing = users.users.find((user) => user.email === USER);
    expect(billing).toBeTruthy();
    // The worker's earlier tests may have left this user signed in: those sessions would count.
    const { sessions } = (await (await request.get(`${api}/sessions`, { headers })).json()) as {
      sessions: { sessionId: string; username: string }[];
    };
    const earlier = sessions.filter((session) => session.username === USER);
    if (earlier.length > 0) {
      const ended = await request.post(`${api}/sessions/terminate`, {
        headers,
        data: { sessionIds: earlier.map((session) => session.sessionId) },
      });
      expect(ended.ok()).toBe(true);
    }
    const group = (await (
      await request.post(`${api}/user-groups`, {
        headers,
        data: {
          name: `Billing desk ${test.info().repeatEachIndex}`,
          description: '',
          mappedGroupName: '',
          roleIds: [],
          memberIds: [billing?.userId],
        },
      })
    ).json()) as { id: number };
    const limit = (await (
      await request.post(`${api}/session-limits/concurrent`, {
        headers,
        data: {
          description: 'Two sessions',
          rank: 1,
          userLimit: 2,
          clientIpLimit: null,
          onLimit: 'REFUSE',
          userGroupIds: [group.id],
          knownClientIds: [],
        },
      })
    ).json()) as { id: number };

    const contexts: BrowserContext[] = [];
    try {
      for (let n = 0; n < 3; n++) contexts.push(await browser.newContext({ baseURL }));
      const [first, second, third] = await Promise.all(contexts.map((c) => c.newPage()));
      if (!first || !second || !third) throw new Error('no pages');
      await signIn(first, USER);
      await signIn(second, USER);

      await third.goto('/login');
      await submitSignIn(third, USER);
      const alert = third.getByRole('alert');
      await expect(alert).toHaveText(
        'You have reached the number of sessions you may have open at once. Sign out elsewhere and try again.',
      );
      await expect(third).toHaveURL(/\/login$/);
      await expectNoAxeViolations(third);
      // The two open sessions go on.
      await first.reload();
      await expect(first.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
      // Put back what was changed: the worker's other tests sign in as this user too.
      await request.post(`${api}/session-limits/concurrent/delete`, {
        headers,
        data: { ids: [limit.id] },
      });
      await request.post(`${api}/user-groups/delete`, { headers, data: { ids: [group.id] } });
    }
  });
});
