import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadForStaleChunk, STALE_CHUNK_GUARD_MS } from './staleChunk';

describe('stale lazy chunks after a deploy', () => {
  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('the page broke'))).toBe(false);
  });

  it('reloads once, not again within the guard time, and never offline', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    const now = 1_000_000;
    expect(reloadForStaleChunk({ now, reload, online: true })).toBe(true);
    expect(reloadForStaleChunk({ now: now + 1000, reload, online: true })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      reloadForStaleChunk({ now: now + STALE_CHUNK_GUARD_MS + 1, reload, online: false }),
    ).toBe(false);
    expect(reloadForStaleChunk({ now: now + STALE_CHUNK_GUARD_MS + 1, reload, online: true })).toBe(
      true,
    );
  });
});
