import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adrApi } from '../../shared/api';
import type { ActionState, AutomationStrategyInput } from '../../shared/contracts';
import { currentRange, type QueryRange } from '../../shared/ui/date-range';
import { assetsKeys } from './keys';

/** Rows of a page of the assets list (server-paged). */
export const ASSET_PAGE_SIZE = 100;
/** The most actions the list shows for one range and state. */
export const ACTION_LIST_LIMIT = 500;

/**
 * queryOptions and mutations of the module. Every successful answer persists with the query
 * cache (src/app/persistence), so an asset opened once stays viewable offline.
 */
export const assetsQueries = {
  assets: (org: number, search: string, offset: number) =>
    queryOptions({
      queryKey: assetsKeys.assetList(org, search, offset),
      queryFn: ({ signal }) =>
        adrApi.assets(org, { search: search || undefined, offset, limit: ASSET_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  asset: (org: number, assetId: number) =>
    queryOptions({
      queryKey: assetsKeys.asset(org, assetId),
      queryFn: ({ signal }) => adrApi.asset(org, assetId, signal),
    }),
  actions: (org: number, range: QueryRange, state: ActionState | null) =>
    queryOptions({
      queryKey: assetsKeys.actionList(org, range, state),
      queryFn: ({ signal }) =>
        adrApi.actions(
          org,
          { ...currentRange(range), state: state ?? undefined, limit: ACTION_LIST_LIMIT },
          signal,
        ),
      placeholderData: keepPreviousData,
    }),
  action: (org: number, actionId: number) =>
    queryOptions({
      queryKey: assetsKeys.action(org, actionId),
      queryFn: () => adrApi.action(org, actionId),
    }),
  executions: (org: number, actionId: number) =>
    queryOptions({
      queryKey: assetsKeys.executions(org, actionId),
      queryFn: ({ signal }) => adrApi.executions(org, actionId, signal),
    }),
  strategies: (org: number) =>
    queryOptions({
      queryKey: assetsKeys.strategies(org),
      queryFn: () => adrApi.strategies(org),
    }),
  audit: (org: number, range: QueryRange) =>
    queryOptions({
      queryKey: assetsKeys.audit(org, range),
      queryFn: () => adrApi.auditLog(org, currentRange(range)),
      placeholderData: keepPreviousData,
    }),
};

/** Executes or closes an action; the lists and its executions are fetched again. */
export function useActionChange(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, change }: { actionId: number; change: 'execute' | 'close' }) =>
      change === 'execute' ? adrApi.execute(org, actionId) : adrApi.close(org, actionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.actions(org) }),
  });
}

/** Creates (id null), edits or deletes an automation strategy. */
export function useStrategyChange(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; id: number | null; input: AutomationStrategyInput }
        | { kind: 'delete'; id: number },
    ) => {
      if (change.kind === 'delete') return adrApi.deleteStrategy(org, change.id);
      return change.id === null
        ? adrApi.createStrategy(org, change.input)
        : adrApi.updateStrategy(org, change.id, change.input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.strategies(org) }),
  });
}
