/** Typed paths of the data lake pages, relative to the module's root. */
export const datalakePaths = {
  overview: () => '/',
  graphql: () => '/graphql',
  usagePoints: () => '/usage-points',
  usagePoint: (id: string, tab: 'details' | 'messages' | 'readings' | 'assets' = 'details') =>
    `/usage-points/${encodeURIComponent(id)}${tab === 'details' ? '' : `/${tab}`}`,
  workflows: (tab: 'recent' | 'archive' = 'recent') =>
    tab === 'recent' ? '/workflows' : '/workflows/archive',
  workflow: (uid: string) => `/workflows/view/${encodeURIComponent(uid)}`,
};
