/**
 * How long an answer to a page's query counts as fresh when the page can ask for it ahead
 * (ModuleRoute.prefetch): the page mounting a moment after the answer came does not ask again.
 * The refresh control, a new range and an invalidation ask again as before.
 */
export const PREFETCHED_FRESH_MS = 10_000;
