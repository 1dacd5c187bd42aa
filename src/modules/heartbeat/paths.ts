/** The tabs of a flow's page, in the order shown; the overview is the flow's own path. */
export const FLOW_TABS = ['overview', 'spec', 'documentation', 'access', 'traces'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];

/**
 * Typed paths of the heartbeat pages, relative to the module's root (heartbeat, or connect in
 * foundation mode: the nested router adds it). `query` is a query string to carry, '' or
 * '?fromDate=…' (see useRangeQuery and withParams).
 */
export const heartbeatPaths = {
  flows: (query = '') => `/flows${query}`,
  flow: (flowId: string, tab: FlowTab = 'overview', query = '') =>
    `/flows/${encodeURIComponent(flowId)}${tab === 'overview' ? '' : `/${tab}`}${query}`,
  traces: (query = '') => `/flow-traces${query}`,
  issues: (query = '') => `/issues${query}`,
  serviceAccounts: (query = '') => `/service-accounts${query}`,
  serviceAccount: (accountId: number, query = '') => `/service-accounts/${accountId}${query}`,
  resources: (query = '') => `/resources${query}`,
  resource: (type: string, id: string, revision: number, query = '') =>
    `/resources/${encodeURIComponent(type)}/${encodeURIComponent(id)}/${revision}${query}`,
  secret: (key: string, query = '') => `/resources/secrets/${encodeURIComponent(key)}${query}`,
  lookupTable: (name: string, query = '') =>
    `/resources/LookupTable/${encodeURIComponent(name)}${query}`,
};
