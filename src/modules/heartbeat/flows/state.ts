import { proxy } from 'valtio';
import type { FlowListFilter } from '../model/flowRows';
import type { FlowStatus } from '../model/flowStatus';

/** Filters of the flows list; they live as long as the tab, not in the URL. */
export const flowsListState = proxy<FlowListFilter>({
  search: '',
  group: null,
  status: null,
  sort: 'status',
  direction: 'desc',
});

/** The flows list shows the flows of one status, unsearched (the overview's counts lead there). */
export function showFlowsWithStatus(status: FlowStatus): void {
  flowsListState.status = status;
  flowsListState.search = '';
  flowsListState.group = null;
}
