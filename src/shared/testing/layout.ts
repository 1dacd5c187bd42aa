import { afterAll, beforeAll } from 'vitest';

const BOX = ['clientWidth', 'clientHeight'] as const;

/**
 * jsdom lays nothing out, so a virtualised table would render no row and a chart would not
 * know its width: every element of the file's tests gets a box of this size (a desktop's body
 * by default). Afterwards the box is taken away again, so the next file in the same worker
 * sees jsdom's own (inherited, zero) sizes.
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
      // jsdom defines these on Element.prototype: without an own descriptor, remove ours.
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, name);
    }
  });
}
