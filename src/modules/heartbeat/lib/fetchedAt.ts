/**
 * When a view built from several answers was fetched: the oldest of them, since the view is
 * only as fresh as that one. 0 (not shown) while none has arrived.
 */
export function oldestFetch(...times: number[]): number {
  const known = times.filter((time) => time > 0);
  return known.length > 0 ? Math.min(...known) : 0;
}
