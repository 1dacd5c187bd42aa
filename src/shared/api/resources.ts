import type {
  DeployResult,
  DeployTarget,
  LookupImport,
  LookupImportResult,
  LookupRow,
  LookupRowsPage,
  LookupTable,
  NewLookupTableInput,
  NewResourceInput,
  NewSecretInput,
  ResourceDiff,
  ResourceRevision,
  ResourceSummary,
  ResourceType,
  RevisionInput,
  SecretDetails,
  SecretSummary,
  SecretUpdate,
} from '../contracts';
import { queryString } from './queryString';
import { request } from './http';

const enc = encodeURIComponent;
const resourcePath = (org: number, type: string, id: string) =>
  `/v1/${org}/resources/${enc(type)}/${enc(id)}`;
const tablePath = (org: number, name: string) => `/v1/${org}/lookup-tables/${enc(name)}`;

/** Resources, secrets and lookup tables of the resource registry (docs/api.md, "Resources"). */
export const resourcesApi = {
  types: (org: number) => request<ResourceType[]>('registry', `/v1/${org}/resource-types`),
  resources: (org: number) => request<ResourceSummary[]>('registry', `/v1/${org}/resources`),
  revision: (org: number, type: string, id: string, revision: number) =>
    request<ResourceRevision>('registry', `${resourcePath(org, type, id)}/revisions/${revision}`),
  createResource: (org: number, input: NewResourceInput) =>
    request<ResourceRevision>('registry', `/v1/${org}/resources`, { method: 'POST', body: input }),
  addRevision: (org: number, type: string, id: string, input: RevisionInput) =>
    request<ResourceRevision>('registry', `${resourcePath(org, type, id)}/revisions`, {
      method: 'POST',
      body: input,
    }),
  diff: (org: number, type: string, id: string, revision: number) =>
    request<ResourceDiff>('registry', `${resourcePath(org, type, id)}/revisions/${revision}/diff`),
  deployTarget: (org: number, type: string, id: string, revision: number) =>
    request<DeployTarget>(
      'registry',
      `${resourcePath(org, type, id)}/revisions/${revision}/deployment`,
    ),
  deploy: (org: number, type: string, id: string, revision: number) =>
    request<DeployResult>(
      'registry',
      `${resourcePath(org, type, id)}/revisions/${revision}/deploy`,
      {
        method: 'POST',
      },
    ),
  secrets: (org: number) => request<SecretSummary[]>('registry', `/v1/${org}/secrets`),
  secret: (org: number, key: string) =>
    request<SecretDetails>('registry', `/v1/${org}/secrets/${enc(key)}`),
  createSecret: (org: number, input: NewSecretInput) =>
    request<SecretDetails>('registry', `/v1/${org}/secrets`, { method: 'POST', body: input }),
  updateSecret: (org: number, key: string, update: SecretUpdate) =>
    request<SecretDetails>('registry', `/v1/${org}/secrets/${enc(key)}`, {
      method: 'PUT',
      body: update,
    }),
  lookupTables: (org: number) => request<LookupTable[]>('registry', `/v1/${org}/lookup-tables`),
  lookupTable: (org: number, name: string) =>
    request<LookupTable>('registry', tablePath(org, name)),
  createLookupTable: (org: number, input: NewLookupTableInput) =>
    request<LookupTable>('registry', `/v1/${org}/lookup-tables`, { method: 'POST', body: input }),
  lookupRows: (org: number, name: string, offset: number, limit: number) =>
    request<LookupRowsPage>(
      'registry',
      `${tablePath(org, name)}/rows${queryString({ offset, limit })}`,
    ),
  addRow: (org: number, name: string, cells: Record<string, string>) =>
    request<LookupRow>('registry', `${tablePath(org, name)}/rows`, {
      method: 'POST',
      body: { cells },
    }),
  saveRow: (org: number, name: string, rowId: number, cells: Record<string, string>) =>
    request<LookupRow>('registry', `${tablePath(org, name)}/rows/${rowId}`, {
      method: 'PUT',
      body: { cells },
    }),
  deleteRow: (org: number, name: string, rowId: number) =>
    request<null>('registry', `${tablePath(org, name)}/rows/${rowId}`, { method: 'DELETE' }),
  clearCell: (org: number, name: string, rowId: number, columnId: string) =>
    request<LookupRow>('registry', `${tablePath(org, name)}/rows/${rowId}/cells/${enc(columnId)}`, {
      method: 'DELETE',
    }),
  addColumn: (org: number, name: string, column: string) =>
    request<LookupTable>('registry', `${tablePath(org, name)}/columns`, {
      method: 'POST',
      body: { name: column },
    }),
  renameColumn: (org: number, name: string, columnId: string, column: string) =>
    request<LookupTable>('registry', `${tablePath(org, name)}/columns/${enc(columnId)}`, {
      method: 'PUT',
      body: { name: column },
    }),
  deleteColumn: (org: number, name: string, columnId: string) =>
    request<LookupTable>('registry', `${tablePath(org, name)}/columns/${enc(columnId)}`, {
      method: 'DELETE',
    }),
  importRows: (org: number, name: string, rows: LookupImport) =>
    request<LookupImportResult>('registry', `${tablePath(org, name)}/import`, {
      method: 'POST',
      body: rows,
    }),
};
