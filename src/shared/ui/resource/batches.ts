import type { DeleteByIdResult } from '../../contracts';

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

/**
 * A kind's `remove` for a service that deletes one row per request: each in turn, those it
 * refuses are the failed ones. When none goes, the first refusal is thrown, so the page says
 * the server's reason (offline: that it needs the server).
 */
export function removeEach(removeOne: (organizationId: number, id: number) => Promise<unknown>) {
  return async (organizationId: number, ids: readonly number[]): Promise<DeleteByIdResult> => {
    const deleted: number[] = [];
    const failed: number[] = [];
    let firstError: unknown = null;
    for (const id of ids) {
      try {
        await removeOne(organizationId, id);
        deleted.push(id);
      } catch (error) {
        failed.push(id);
        firstError ??= error;
      }
    }
    if (deleted.length === 0 && firstError !== null) throw firstError;
    return { deleted, failed };
  };
}
