/**
 * Typed paths of the assets pages, relative to the module's root (the nested router adds it).
 * `query` is the carried query string, '' or '?fromDate=…' (see useRangeQuery).
 */
export const assetsPaths = {
  actions: (query = '') => `/${query}`,
  assets: (query = '') => `/assets${query}`,
  asset: (assetId: number, query = '') => `/assets/${assetId}${query}`,
  strategies: (query = '') => `/strategies${query}`,
  audit: (query = '') => `/auditlog${query}`,
};
