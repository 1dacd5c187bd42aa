import { organizationScoped } from '../../../shared/session';

export type ResourcesTab = 'resources' | 'secrets' | 'lookup-tables';

/**
 * The resources page's tab and list filters, each organization its own; they live as long as
 * the tab, not in the URL.
 */
export const resourcesState = organizationScoped<{
  tab: ResourcesTab;
  type: string | null;
  search: string;
}>(() => ({ tab: 'resources', type: null, search: '' }));
