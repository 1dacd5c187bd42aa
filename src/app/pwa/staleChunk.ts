/** When this tab last reloaded for a stale chunk (session storage: per tab, survives the reload). */
export const STALE_CHUNK_GUARD_KEY = 'console.staleChunkReloadAt';
/** At most one such reload in this long: a second failure shows the error screen instead. */
export const STALE_CHUNK_GUARD_MS = 5 * 60 * 1000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .* failed|module script.*MIME type/i;

/** A lazy chunk or its CSS could not be loaded: after a deploy its hashed file is gone. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

export interface ReloadDeps {
  now?: number;
  online?: boolean;
  storage?: Storage;
  reload?: () => void;
}

/**
 * Reloads the page once to pick up the new build instead of showing a blank page. Guarded by
 * session storage so a chunk that fails again does not reload forever; offline it does not
 * reload at all (the chunk is missing, not stale). Returns whether it reloads.
 */
export function reloadForStaleChunk({
  now = Date.now(),
  online = typeof navigator === 'undefined' ? true : navigator.onLine,
  storage = sessionStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  if (!online) return false;
  try {
    const last = Number(storage.getItem(STALE_CHUNK_GUARD_KEY) ?? 0);
    if (last && now - last < STALE_CHUNK_GUARD_MS) return false;
    storage.setItem(STALE_CHUNK_GUARD_KEY, String(now));
  } catch {
    // Without storage there is no guard: do not risk a reload loop.
    return false;
  }
  reload();
  return true;
}

/** Vite reports failed lazy imports and CSS preloads with this event; reload instead. */
export function listenForStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  });
}
