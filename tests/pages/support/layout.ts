import { afterAll, beforeAll } from 'vitest';

const BOX = ['clientWidth', 'clientHeight'] as const;

/**
 * jsdom lays nothing out, so a virtualised table would render no row: every element of the
 * file's tests gets a box of this size (a desktop's body by default), put back afterwards.
 */
export function layOutElements(width = 1024, height = 600): void {
  const saved = BOX.map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  beforeAll(() => {
    for (const [name, size] of [
      ['clientWidth', width],
      ['clientHeight', height],
    ] as const) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
    }
  });
  afterAll(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
