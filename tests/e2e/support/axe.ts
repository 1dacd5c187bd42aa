import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is and expects no violations, listing any it finds. `exclude`
 * leaves out elements matching a selector (say why where it is used).
 */
export async function expectNoAxeViolations(page: Page, exclude?: string) {
  // Only violations are gathered: collecting every passing node of a large page (and sending
  // it back from the browser) was about a third of each run.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
