import { organizationScoped } from '../../../shared/session';
import type { FlowListFilter } from '../model/flowRows';
import type { FlowStatus } from '../model/flowStatus';

/**
 * Filters of the flows list, each organization its own; they live as long as the tab, not in
 * the URL.
 */
export const flowsListState = organizationScoped<FlowListFilter>(() => ({
  search: '',
  group: null,
  status: null,
  sort: 'status',
  direction: 'desc',
}));

/** The flows list shows the flows of one status, unsearched (the overview's counts lead there). */
export function showFlowsWithStatus(status: FlowStatus): void {
  flowsListState.status = status;
  flowsListState.search = '';
  flowsListState.group = null;
}
