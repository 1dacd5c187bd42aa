const WANTED_PATH_KEY = 'console.wantedPath';

/** Remembers where a signed-out user wanted to go, to go there after signing in (spec 2.1). */
export function rememberWantedPath(path: string): void {
  if (path.startsWith('/login')) return;
  sessionStorage.setItem(WANTED_PATH_KEY, path);
}

/** The remembered target, forgotten once read. */
export function takeWantedPath(): string | null {
  const path = sessionStorage.getItem(WANTED_PATH_KEY);
  sessionStorage.removeItem(WANTED_PATH_KEY);
  return path;
}

/** An absolute URL is opened directly rather than routed. */
export function isExternalTarget(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(path);
}
