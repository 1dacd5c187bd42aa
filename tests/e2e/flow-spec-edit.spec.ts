import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

const FLOW = 'scada-file-import';
const DRAFT_KEY = `console.draft.flow-spec.2.${FLOW}`;

test.describe('flow spec editor', () => {
  test('a deployer edits the spec, reloads, reviews the diff and saves', async ({ page }) => {
    await signIn(page, 'deployer@example.com');
    await page.goto(`/heartbeat/flows/${FLOW}/spec`);
    await page.getByRole('button', { name: 'Edit spec' }).click();
    const editor = page.getByRole('textbox', { name: 'Flow spec as JSON' });
    await expect(editor).toContainText('"specVersion"');
    const deployed = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { text: string }).text,
      DRAFT_KEY,
    );
    const spec = JSON.parse(deployed) as { description: string };
    const description = `Edited in the browser ${Date.now().toString(36)}`;

    // A broken edit first: the position of the break is named and review is not offered.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{\n  "description": \n}');
    // The break is on the third line (the column is where the browser's parser stopped).
    await expect(page.getByTestId('spec-syntax-error')).toHaveText(
      /^The JSON is not valid at line 3, column \d+\.$/,
    );
    await expect(page.getByRole('button', { name: 'Review changes' })).toBeDisabled();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({ ...spec, description }, null, 2));
    await expect(page.getByText('The spec is valid.')).toBeVisible();

    // The draft is still there after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Flow spec as JSON' })).toContainText(
      description,
    );

    await page.getByRole('button', { name: 'Review changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changes to the deployed spec' });
    const diff = dialog.getByTestId('spec-diff');
    await expect(diff.locator('.cm-deletedChunk')).toContainText(spec.description);
    await expect(diff.locator('.cm-changedLine')).toContainText(description);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save spec' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Flow spec saved.' })).toBeVisible();
    await expect(page.getByText(description).first()).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });
});
