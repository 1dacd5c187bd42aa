import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { distDir } from './support/server';

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** The Mantine class names in `text`. */
const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

test("the build's style sheets hold the rules of every Mantine part its code renders", async ({
  page,
}) => {
  const assets = path.join(distDir, 'assets');
  const read = (suffix: string) =>
    readdirSync(assets)
      .filter((name) => name.endsWith(suffix))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'))
      .join('\n');
  const whole = readFileSync(
    createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
    'utf8',
  );
  const styled = classesIn(whole);
  const shipped = classesIn(read('.css'));
  const rendered = [...classesIn(read('.js'))].filter((name) => styled.has(name));
  expect(rendered.length).toBeGreaterThan(150);
  expect(rendered.filter((name) => !shipped.has(name))).toEqual([]);

  // And the console draws with them: a button of the sign-in page has Mantine's look.
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(await signIn.evaluate((button) => getComputedStyle(button).cursor)).toBe('pointer');
});
