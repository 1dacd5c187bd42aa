/**
 * `ids` in requests of at most `size`, one after another (the server bounds each request);
 * the answers' id lists joined.
 */
export async function inBatches<Id, K extends string>(
  ids: readonly Id[],
  size: number,
  send: (batch: readonly Id[]) => Promise<Record<K, Id[]>>,
): Promise<Record<K, Id[]>> {
  const merged = {} as Record<K, Id[]>;
  for (let start = 0; start < ids.length; start += size) {
    const answer = await send(ids.slice(start, start + size));
    for (const key of Object.keys(answer) as K[]) {
      merged[key] = [...(merged[key] ?? []), ...answer[key]];
    }
  }
  return merged;
}
