import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/** A flow spec resource's content (the flow server's spec, with the flow's id). */
function flowSpec(flowId: string, maxAttempts: number) {
  return JSON.stringify(
    {
      id: flowId,
      description: 'Made by the resources browser test',
      exchangePattern: 'InOnly',
      groups: ['e2e'],
      owner: 'e2e@example.com',
      allowAnonymousAccess: false,
      redeliveryStrategy: { maxAttempts, timeoutMs: 30000 },
      deadLetterStrategy: { id: `${flowId}-dlq`, logFullMessage: false, redeliveryMs: 60000 },
      processors: [
        {
          identifier: 'receive',
          type: 'rest-inbound',
          properties: { path: '/e2e' },
          concurrencyMax: 1,
          logDescription: true,
          logFullMessage: false,
        },
      ],
    },
    null,
    2,
  );
}

test.describe('resources', () => {
  test('a deployer edits a flow spec resource, compares revisions and deploys it', async ({
    page,
  }, testInfo) => {
    // Tests in one worker share a server: ids of this run's own.
    const id = `e2e-${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();

    // Revision 1, made in the create form.
    await page.getByRole('button', { name: 'New resource' }).click();
    const form = page.getByRole('dialog', { name: 'New resource' });
    await form.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Flow spec' }).click();
    await form.getByLabel(/^ID/).fill(id);
    await form.getByLabel(/^Short description/).fill('Browser test flow');
    await form.getByLabel('Content').fill(flowSpec(id, 3));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await page.getByLabel('Search by ID or description').fill(id);
    await page.getByRole('link', { name: id }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Flow spec: ${id}` })).toBeVisible();

    // Revision 2: the content edited in the editor, saved with a comment.
    const editor = page.getByRole('textbox', { name: `Content of ${id}` });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(flowSpec(id, 5));
    await page.getByLabel('Change comment').fill('Five attempts');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save as new revision' }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/FlowSpec/${id}/2`));
    await expect(page.getByText('Five attempts')).toBeVisible();

    // The diff shows revision 1 beside revision 2, the change marked.
    await page.getByText('Compare with revision 1').click();
    const diff = page.getByTestId('revision-diff');
    await expect(diff.locator('.cm-changedLine').first()).toBeVisible();
    await expect(diff).toContainText('"maxAttempts": 3');
    await expect(diff).toContainText('"maxAttempts": 5');

    // Deploying creates the flow the first time, overwrites it the next.
    await page.getByRole('button', { name: 'Deploy to the flow server' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deploy revision 2?' });
    await expect(confirm).toContainText(`No flow ${id} is deployed: this creates it`);
    await confirm.getByRole('button', { name: 'Deploy' }).click();
    await expect(page.getByText(`The flow ${id} was created.`)).toBeVisible();
    await page.getByRole('button', { name: 'Deploy to the flow server' }).click();
    await expect(confirm).toContainText(`This overwrites the deployed flow ${id}`);
    await confirm.getByRole('button', { name: 'Deploy' }).click();
    await expect(page.getByText(`The flow ${id} was updated to spec version 2.`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the flow' }).click();
    await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
  });

  test('an operator imports CSV rows into a lookup table after a preview', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/resources/LookupTable/tariff-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'tariff-codes' })).toBeVisible();
    const status = page.getByText(/^Rows 1 to \d+ of \d+$/);
    const before = Number(/of (\d+)$/.exec((await status.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV into tariff-codes' });
    const file = dialog.locator('input[type=file]');
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,price\nE2E1,1.5\nE2E2\n'),
    });
    await expect(dialog.getByText('2 rows to add, 1 with errors')).toBeVisible();
    await expect(dialog.getByText('1 cells, the header has 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,price\nE2E1,1.5\n"E2E,2",2.5\n'),
    });
    await expect(dialog.getByText('2 rows to add, 0 with errors')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('2 rows imported.')).toBeVisible();
    await expect(page.getByText(`of ${before + 2}`, { exact: false })).toBeVisible();
  });
});
