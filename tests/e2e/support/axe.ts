import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition runs on the page (a drawer sliding in, an
 * overlay fading): axe measures colours as they are drawn, and half-way through a fade a link
 * reads as too faint. Endless ones (loaders) are not waited for.
 */
export async function waitForSettledMotion(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running' && !animation.pending) return true;
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end !== 'number' || !Number.isFinite(end);
    }),
  );
}

/**
 * Runs axe on the page once its motion has settled and expects no violations, listing any it
 * finds. `exclude` leaves out elements matching a selector (say why where it is used).
 */
export async function expectNoAxeViolations(page: Page, exclude?: string) {
  await waitForSettledMotion(page);
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
