import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteByIdResult } from '../../contracts';
import { inBatches } from './batches';
import type { ResourceKind } from './types';

/** The organization's rows of a kind. */
export function resourceListQuery<Entity, Input>(
  kind: ResourceKind<Entity, Input>,
  organizationId: number,
) {
  return queryOptions({
    queryKey: kind.key(organizationId),
    queryFn: () => kind.list(organizationId),
  });
}

/** Creates a row (id null) or edits one; then reads the list again. */
export function useSaveResource<Entity, Input>(
  kind: ResourceKind<Entity, Input>,
  organizationId: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      kind.save(organizationId, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kind.key(organizationId) }),
  });
}

/** Deletes the named rows, in batches the server takes; then reads the list again. */
export function useDeleteResources<Entity, Input>(
  kind: ResourceKind<Entity, Input>,
  organizationId: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      inBatches<number, keyof DeleteByIdResult>(ids, kind.deleteBatch, (batch) =>
        kind.remove(organizationId, batch),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kind.key(organizationId) }),
  });
}
