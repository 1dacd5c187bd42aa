import { signedInUserId } from '../persistence/initialScope';

/**
 * A picture of the last-seen pages (their HTML), painted by public/snapshot-boot.js at the
 * next start before any bundle has run: the offline start shows content at once. It is user
 * data: kept in local storage under this key, removed at sign-out with everything else.
 */
export const SNAPSHOT_KEY = 'console.snapshot';
export const SNAPSHOT_ELEMENT_ID = 'console-snapshot';
/** Pages kept, most recent first (the boot script relies on that order); a larger one is not. */
const MAX_PAGES = 4;
const MAX_PAGE_CHARS = 300_000;

interface SavedPage {
  html: string;
  scheme: string;
  savedAt: number;
}

interface Snapshot {
  version: 1;
  userId: number;
  pages: Record<string, SavedPage>;
}

function readSnapshot(): Snapshot | null {
  try {
    const value = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
    return value?.version === 1 ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the page on screen (the #root element) as the picture of the current address. */
export function saveSnapshot(): void {
  const userId = signedInUserId();
  const root = document.getElementById('root');
  if (userId === null || !root || document.getElementById(SNAPSHOT_ELEMENT_ID)) return;
  const html = root.innerHTML;
  if (html.length > MAX_PAGE_CHARS) return;
  const previous = readSnapshot();
  const pages = previous?.userId === userId ? previous.pages : {};
  const address = window.location.pathname + window.location.search;
  const scheme = document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'dark';
  const kept = Object.entries({ ...pages, [address]: { html, scheme, savedAt: Date.now() } })
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_PAGES);
  const snapshot: Snapshot = { version: 1, userId, pages: Object.fromEntries(kept) };
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full: no picture next time.
  }
}

/** The console has rendered the page itself: the picture goes, with the styles it brought. */
export function releaseSnapshot(): void {
  const picture = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!picture) return;
  picture.remove();
  for (const style of document.querySelectorAll('style[data-console-snapshot]')) style.remove();
}
