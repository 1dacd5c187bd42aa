/**
 * Large answers are stored in pieces. Writing one IndexedDB value copies it on the main thread
 * in one go (5,000 flows take well over 100 ms); pieces of a few hundred items take a few ms
 * each and are written one per idle moment, so persisting never blocks the page.
 */
export const CHUNK_ITEMS = 250;

export interface ChunkedArray {
  /** null: the data itself is the array; else the property of the data holding it. */
  path: string | null;
  length: number;
  count: number;
}

export interface SplitData {
  /** The data with each large array emptied. */
  data: unknown;
  arrays: ChunkedArray[];
  /** The pieces, in order: every piece of the first array, then of the next. */
  chunks: unknown[][];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function cut(items: readonly unknown[], size: number): unknown[][] {
  const pieces: unknown[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pieces.push(items.slice(start, start + size));
  }
  return pieces;
}

/** Splits arrays longer than `size`: the data itself, or a property of it (one level down). */
export function splitLargeArrays(data: unknown, size = CHUNK_ITEMS): SplitData {
  if (Array.isArray(data)) {
    if (data.length <= size) return { data, arrays: [], chunks: [] };
    const chunks = cut(data, size);
    return {
      data: [],
      arrays: [{ path: null, length: data.length, count: chunks.length }],
      chunks,
    };
  }
  if (!isPlainObject(data)) return { data, arrays: [], chunks: [] };
  const arrays: ChunkedArray[] = [];
  const chunks: unknown[][] = [];
  let copy: Record<string, unknown> | null = null;
  for (const [path, value] of Object.entries(data)) {
    if (!Array.isArray(value) || value.length <= size) continue;
    const pieces = cut(value, size);
    copy ??= { ...data };
    copy[path] = [];
    arrays.push({ path, length: value.length, count: pieces.length });
    chunks.push(...pieces);
  }
  return copy ? { data: copy, arrays, chunks } : { data, arrays: [], chunks: [] };
}

/** Puts the pieces back; null when a piece is missing (the entry is then dropped). */
export function joinChunks(
  data: unknown,
  arrays: readonly ChunkedArray[],
  chunks: readonly (unknown[] | undefined)[],
): unknown {
  let next = 0;
  let result: unknown = data;
  for (const { path, length, count } of arrays) {
    const items: unknown[] = [];
    for (let i = 0; i < count; i += 1) {
      const piece = chunks[next++];
      if (!Array.isArray(piece)) return null;
      items.push(...piece);
    }
    if (items.length !== length) return null;
    if (path === null) result = items;
    else if (isPlainObject(result)) result = { ...result, [path]: items };
    else return null;
  }
  return result;
}
