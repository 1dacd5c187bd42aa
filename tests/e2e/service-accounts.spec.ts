import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test.describe('service accounts', () => {
  test('a deployer creates an account in the wizard and its key posts to the flow', async ({
    page,
    request,
  }, testInfo) => {
    // Tests in one worker share a server: a name of this run's own.
    const name = `e2e-${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/service-accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Service accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Create service account' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create service account' });

    // Step 1: the account.
    await wizard.getByLabel(/^Name/).fill(name);
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 2: a REST-inbound flow.
    await wizard.getByLabel('Find flows').fill('meter-readings-in');
    await wizard.getByRole('checkbox', { name: /^meter-readings-in/ }).check();
    await expect(wizard.getByText('1 flow selected')).toBeVisible();
    await wizard.getByRole('button', { name: 'Create account' }).click();

    // Step 3: the receipt shows the key this once, and downloads it.
    const keyField = wizard.getByRole('textbox', { name: 'API key' });
    await expect(keyField).toHaveValue(/^sa_/);
    const key = await keyField.inputValue();
    const download = page.waitForEvent('download');
    await wizard.getByRole('button', { name: 'Download credentials' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}-credentials.json`);
    const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as { apiKey: string };
    expect(saved.apiKey).toBe(key);

    const posted = await request.post('/api/inbound/nordkraft/meter-readings-in', {
      headers: { 'X-API-Key': key, 'content-type': 'application/json' },
      data: { usagePointId: 'e2e' },
    });
    expect(posted.status()).toBe(202);

    // The account page shows the account and its access, never the key again.
    await wizard.getByRole('link', { name: 'Open the account' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'meter-readings-in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain(key);
  });
});
