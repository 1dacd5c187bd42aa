import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A create (no id), an edit (an id and the input) or a delete (an id alone). */
export type EdgeChange<I> =
  | { kind: 'create'; input: I }
  | { kind: 'edit'; id: number; input: I }
  | { kind: 'delete'; id: number };

/** The calls that change the hosts of a kind (beatboxes, agents) and the key of their list. */
export interface EdgeCalls<I> {
  create: (org: number, input: I) => Promise<unknown>;
  update: (org: number, id: number, input: I) => Promise<unknown>;
  remove: (org: number, id: number) => Promise<unknown>;
  listKey: (org: number) => QueryKey;
}

/** Creates, edits or deletes a host of a kind; its list is fetched again. */
export function useEdgeChange<I>(org: number, calls: EdgeCalls<I>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EdgeChange<I>) => {
      if (change.kind === 'create') return calls.create(org, change.input);
      if (change.kind === 'edit') return calls.update(org, change.id, change.input);
      return calls.remove(org, change.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calls.listKey(org) }),
  });
}
