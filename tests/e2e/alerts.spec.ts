import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { mailsTo } from './support/mailbox';

test.describe('alerts', () => {
  test('a deployer creates a rule, traffic through the inbound fires it, and the page shows it', async ({
    page,
    request,
    mailDir,
  }, testInfo) => {
    // Tests in one worker share a server: a recipient of this run's own.
    const recipient = `alert-${testInfo.repeatEachIndex}-${Date.now().toString(36)}@example.com`;
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByRole('link', { name: 'Create alert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create alert' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Rule' });
    await form.getByRole('combobox', { name: 'Message type' }).selectOption('RECEIVED');
    await form.getByRole('combobox', { name: 'Operator' }).selectOption('ABOVE');
    await form.getByRole('textbox', { name: /^Count/ }).fill('0');
    await form.getByRole('textbox', { name: /^Time/ }).fill('5');
    await form.getByLabel('Find flows').fill('meter-readings-in');
    await form.getByRole('checkbox', { name: /^meter-readings-in/ }).check();
    await form.getByRole('textbox', { name: 'E-mail' }).fill(recipient);
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    await expect(form.getByText(recipient)).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save alert' }).click();

    // Back on the list; the new rule has not fired yet (or just did: the schedule is short).
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Alert rules' });
    const rows = table.getByRole('link', { name: 'Received above 0 in 5 minutes' });
    await expect(rows.first()).toBeVisible();

    // A message through the real inbound door: the rule's count is above 0.
    const posted = await request.post('/api/inbound/nordkraft/meter-readings-in', {
      headers: {
        'X-API-Key': 'demo-nordkraft-meter-gateway-key',
        'content-type': 'application/json',
      },
      data: { usagePointId: 'alerts-e2e' },
    });
    expect(posted.status()).toBe(202);

    // The evaluation runs by its schedule and mails the recipient once.
    await expect
      .poll(async () => (await mailsTo(mailDir, recipient)).length, { timeout: 60_000 })
      .toBe(1);
    const [mail] = await mailsTo(mailDir, recipient);
    expect(mail?.text).toContain('received messages above 0 in 5 minutes');
    const link = /\/heartbeat\/alerts\/edit\/(\d+)\?organization=nordkraft/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();

    // The rule's page, opened from the mail's link: last triggered and the history row.
    await page.goto(link![0]);
    await expect(page.getByRole('heading', { level: 1, name: `Alert ${link![1]}` })).toBeVisible();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(
      history.getByRole('cell', { name: new RegExp(`^Sent: ${recipient}`) }),
    ).toBeVisible();
    await expect(page.getByTestId('fact-Last triggered')).not.toHaveText('Never');
    await expectNoAxeViolations(page);

    // On a phone the list keeps the rule and its last firing.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/heartbeat/alerts');
    const row = page
      .getByRole('table', { name: 'Alert rules' })
      .getByRole('row')
      .filter({
        has: page.getByRole('link', { name: 'Received above 0 in 5 minutes' }),
      });
    await expect(row.first()).not.toContainText('Never');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Put the server back as it was: the rule goes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(link![0]);
    await page.getByRole('button', { name: 'Delete alert' }).click();
    await page
      .getByRole('dialog', { name: `Delete alert ${link![1]}?` })
      .getByRole('button', { name: 'Delete alert' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  });
});
