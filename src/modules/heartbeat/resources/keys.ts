import { heartbeatRoot } from '../model/keys';

const resources = (org: number) => [...heartbeatRoot.organization(org), 'resources'] as const;
const secrets = (org: number) => [...resources(org), 'secrets'] as const;
const lookupTables = (org: number) => [...resources(org), 'lookup-tables'] as const;

/** Key fragment of resources: types, resources and revisions, secrets, lookup tables and rows. */
export const resourceKeys = {
  resources,
  resourceTypes: (org: number) => [...resources(org), 'types'] as const,
  resourceList: (org: number) => [...resources(org), 'list'] as const,
  resourceRevision: (org: number, type: string, id: string, revision: number) =>
    [...resources(org), 'revision', type, id, revision] as const,
  resourceDiff: (org: number, type: string, id: string, revision: number) =>
    [...resources(org), 'diff', type, id, revision] as const,
  deployTarget: (org: number, type: string, id: string, revision: number) =>
    [...resources(org), 'deployment', type, id, revision] as const,
  secrets,
  secret: (org: number, key: string) => [...secrets(org), key] as const,
  lookupTables,
  lookupTable: (org: number, name: string) => [...lookupTables(org), name] as const,
  lookupRows: (org: number, name: string, offset: number, limit: number) =>
    [...lookupTables(org), name, 'rows', offset, limit] as const,
};
