import { hashKey, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The keys of the queries under `prefix` that something on screen observes now, kept up to
 * date as components mount and unmount: what a page's automatic refresh should refetch.
 * `include` leaves some out (e.g. long paged lists a tab refreshes on its own).
 */
export function useObservedQueryKeys(
  prefix: QueryKey,
  include: (query: Query) => boolean = () => true,
): readonly QueryKey[] {
  const queryClient = useQueryClient();
  const [keys, setKeys] = useState<readonly QueryKey[]>([]);
  const prefixHash = hashKey(prefix);
  const [filter] = useState(() => include);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const parsedPrefix = JSON.parse(prefixHash) as QueryKey;
    let shown = '';
    const collect = () => {
      const found = cache
        .findAll({ queryKey: parsedPrefix })
        .filter((query) => query.getObserversCount() > 0 && filter(query))
        .sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
      const signature = found.map((query) => query.queryHash).join('\n');
      if (signature === shown) return;
      shown = signature;
      setKeys(found.map((query) => query.queryKey));
    };
    collect();
    return cache.subscribe((event) => {
      if (event.type === 'observerAdded' || event.type === 'observerRemoved') collect();
    });
    // The prefix is read back from its hash: a new array of the same key is the same prefix.
  }, [queryClient, prefixHash, filter]);

  return keys;
}
