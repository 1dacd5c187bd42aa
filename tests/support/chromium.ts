/**
 * The switches every browser of the tests and benchmarks starts with: no sandbox (it runs in
 * containers), and nothing the browser would fetch, update or sync on its own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
