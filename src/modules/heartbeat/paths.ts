/** The tabs of a flow's page, in the order shown; the overview is the flow's own path. */
export const FLOW_TABS = ['overview', 'spec', 'documentation', 'access', 'traces'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];

/** Where a flow runs when it is opened from a beatbox or an agent (spec 2.2). */
export interface FlowHost {
  kind: 'beatbox' | 'agent';
  id: number;
}

/**
 * Typed paths of the heartbeat pages, relative to the module's root (heartbeat, or connect in
 * foundation mode: the nested router adds it). `query` is a query string to carry, '' or
 * '?fromDate=…' (see useRangeQuery and withParams).
 */
export const heartbeatPaths = {
  flows: (query = '') => `/flows${query}`,
  /** A flow's page; with a host, the flow as run by that beatbox or agent. */
  flow: (flowId: string, tab: FlowTab = 'overview', query = '', host?: FlowHost) =>
    `/flows${host ? `/${host.kind}/${host.id}` : ''}/${encodeURIComponent(flowId)}${
      tab === 'overview' ? '' : `/${tab}`
    }${query}`,
  traces: (query = '') => `/flow-traces${query}`,
  issues: (query = '') => `/issues${query}`,
  reporting: (query = '') => `/reporting${query}`,
  serviceAccounts: (query = '') => `/service-accounts${query}`,
  serviceAccount: (accountId: number, query = '') => `/service-accounts/${accountId}${query}`,
  beatbox: (query = '') => `/beatbox${query}`,
  agents: (query = '') => `/agent${query}`,
  alerts: (query = '') => `/alerts${query}`,
  alertCreate: (query = '') => `/alerts/create${query}`,
  alertEdit: (alertId: number, query = '') => `/alerts/edit/${alertId}${query}`,
  resources: (query = '') => `/resources${query}`,
  resource: (type: string, id: string, revision: number, query = '') =>
    `/resources/${encodeURIComponent(type)}/${encodeURIComponent(id)}/${revision}${query}`,
  secret: (key: string, query = '') => `/resources/secrets/${encodeURIComponent(key)}${query}`,
  lookupTable: (name: string, query = '') =>
    `/resources/LookupTable/${encodeURIComponent(name)}${query}`,
};
