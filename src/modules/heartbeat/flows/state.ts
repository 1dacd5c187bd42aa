import { proxy } from 'valtio';
import type { FlowListFilter } from './lib/flowRows';

/** Filters of the flows list; they live as long as the tab, not in the URL. */
export const flowsListState = proxy<FlowListFilter>({
  search: '',
  group: null,
  status: null,
  sort: 'status',
  direction: 'desc',
});
