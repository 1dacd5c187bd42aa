import { proxy } from 'valtio';

export type ResourcesTab = 'resources' | 'secrets' | 'lookup-tables';

/** The resources page's tab and list filters; they live as long as the tab, not in the URL. */
export const resourcesState = proxy<{ tab: ResourcesTab; type: string | null; search: string }>({
  tab: 'resources',
  type: null,
  search: '',
});
