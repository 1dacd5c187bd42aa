/** Key fragment of resources: types, resources and revisions, secrets, lookup tables and rows. */
export const resourceKeys = {
  resources: (org: number) => ['heartbeat', org, 'resources'] as const,
  resourceTypes: (org: number) => ['heartbeat', org, 'resources', 'types'] as const,
  resourceList: (org: number) => ['heartbeat', org, 'resources', 'list'] as const,
  resourceRevision: (org: number, type: string, id: string, revision: number) =>
    ['heartbeat', org, 'resources', 'revision', type, id, revision] as const,
  resourceDiff: (org: number, type: string, id: string, revision: number) =>
    ['heartbeat', org, 'resources', 'diff', type, id, revision] as const,
  deployTarget: (org: number, type: string, id: string, revision: number) =>
    ['heartbeat', org, 'resources', 'deployment', type, id, revision] as const,
  secrets: (org: number) => ['heartbeat', org, 'resources', 'secrets'] as const,
  secret: (org: number, key: string) => ['heartbeat', org, 'resources', 'secrets', key] as const,
  lookupTables: (org: number) => ['heartbeat', org, 'resources', 'lookup-tables'] as const,
  lookupTable: (org: number, name: string) =>
    ['heartbeat', org, 'resources', 'lookup-tables', name] as const,
  lookupRows: (org: number, name: string, offset: number, limit: number) =>
    ['heartbeat', org, 'resources', 'lookup-tables', name, 'rows', offset, limit] as const,
};
