import { rangeKey, type QueryRange } from '../../shared/ui/date-range';
import type { ActionState } from '../../shared/contracts';

/**
 * Query keys of the assets module, all under ['assets', org]; invalidate through these only. A
 * range that follows the clock is named by its rule, not its ends (see heartbeat's keys).
 */
export const assetsKeys = {
  all: ['assets'] as const,
  organization: (org: number) => ['assets', org] as const,
  assetLists: (org: number) => ['assets', org, 'assets', 'list'] as const,
  assetList: (org: number, search: string, offset: number) =>
    ['assets', org, 'assets', 'list', search, offset] as const,
  asset: (org: number, assetId: number) => ['assets', org, 'assets', 'detail', assetId] as const,
  actions: (org: number) => ['assets', org, 'actions'] as const,
  actionList: (org: number, range: QueryRange, state: ActionState | null) =>
    ['assets', org, 'actions', 'list', rangeKey(range), state] as const,
  action: (org: number, actionId: number) =>
    ['assets', org, 'actions', 'detail', actionId] as const,
  executions: (org: number, actionId: number) =>
    ['assets', org, 'actions', 'executions', actionId] as const,
  strategies: (org: number) => ['assets', org, 'strategies'] as const,
  audit: (org: number, range: QueryRange) => ['assets', org, 'audit', rangeKey(range)] as const,
};
