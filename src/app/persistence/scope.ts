/** Whose data a persisted entry is: a user in an organization. */
export interface PersistScope {
  userId: number;
  organizationId: number;
}

export function scopeKey({ userId, organizationId }: PersistScope): string {
  return `u${userId}.o${organizationId}`;
}

export function sameScope(a: PersistScope | null, b: PersistScope | null): boolean {
  return a?.userId === b?.userId && a?.organizationId === b?.organizationId;
}

/**
 * Keys of the store. A query's entry is `{scope}|q|{queryHash}`; the pieces of a large answer
 * are `{scope}|c|{stamp}|{index}|{queryHash}` (the hash last: it may hold any character).
 */
export const storeKeys = {
  scopePrefix: (scope: PersistScope) => `${scopeKey(scope)}|`,
  queryPrefix: (scope: PersistScope) => `${scopeKey(scope)}|q|`,
  chunkPrefix: (scope: PersistScope) => `${scopeKey(scope)}|c|`,
  query: (scope: PersistScope, queryHash: string) => `${scopeKey(scope)}|q|${queryHash}`,
  chunk: (scope: PersistScope, stamp: string, index: number, queryHash: string) =>
    `${scopeKey(scope)}|c|${stamp}|${index}|${queryHash}`,
};

export type ParsedKey =
  | { kind: 'query'; queryHash: string }
  | { kind: 'chunk'; stamp: string; index: number; queryHash: string };

/** Reads a key of `scope`; null for keys of other scopes or of another shape. */
export function parseStoreKey(scope: PersistScope, key: string): ParsedKey | null {
  const prefix = storeKeys.scopePrefix(scope);
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  if (rest.startsWith('q|')) return { kind: 'query', queryHash: rest.slice(2) };
  if (!rest.startsWith('c|')) return null;
  const [stamp, index, ...hash] = rest.slice(2).split('|');
  if (stamp === undefined || index === undefined || hash.length === 0) return null;
  return { kind: 'chunk', stamp, index: Number(index), queryHash: hash.join('|') };
}
