import { describe, expect, it } from 'vitest';
import { consoleModules } from './modules';
import { START_PAGE_READS } from './startReads';

describe('the start pages whose data the entry asks for', () => {
  it("are the routes with a prefetch, at each of their module's roots, with that prefetch", () => {
    const expected: Record<string, unknown> = {};
    for (const module of consoleModules) {
      for (const route of module.routes) {
        if (!route.prefetch) continue;
        // The entry knows addresses only: a route with a prefetch is a module's root page.
        expect(route.path).toBe('');
        for (const base of [module.basePath, module.foundationBasePath]) {
          if (base) expected[`/${base}`] = route.prefetch;
        }
      }
    }
    expect(START_PAGE_READS).toEqual(expected);
  });
});
