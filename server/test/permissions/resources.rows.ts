import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { forRule, members } from './matrix';
import type { Case } from './matrix';

const {
  editResources: edit,
  deployResources: deploy,
  viewSecrets,
  editLookupRows,
} = HEARTBEAT_ACTIONS;
const r = '/api/registry/v1/2';
const k = 'api/registry/v1/:org';
const post = (url: string, payload?: Record<string, unknown>) => ({
  method: 'POST' as const,
  url,
  payload,
});
const put = (url: string, payload?: Record<string, unknown>) => ({
  method: 'PUT' as const,
  url,
  payload,
});
const del = (url: string) => ({ method: 'DELETE' as const, url });
const spec = `${r}/resources/FlowSpec/meter-readings-in`;
const resource = {
  shortDescription: 's',
  description: '',
  changeComment: '',
  content: '{}',
};

/**
 * Resources, secrets and lookup tables of the registry (part of REGISTRY_ROWS). Changes go to
 * what does not exist (404 for allowed callers) or create what exists (409); the changes
 * themselves are tested in server/test/registry/resources.test.ts.
 */
export const RESOURCE_ROWS: Record<string, Case> = {
  [`GET /${k}/resource-types`]: { request: { url: `${r}/resource-types` }, expected: members(200) },
  [`GET /${k}/resources`]: { request: { url: `${r}/resources` }, expected: members(200) },
  [`POST /${k}/resources`]: {
    request: post(`${r}/resources`, { type: 'FlowSpec', id: 'meter-readings-in', ...resource }),
    expected: forRule(edit, 409),
  },
  [`GET /${k}/resources/:type/:id/revisions/:revision`]: {
    request: { url: `${spec}/revisions/1` },
    expected: members(200),
  },
  [`POST /${k}/resources/:type/:id/revisions`]: {
    request: post(`${r}/resources/FlowSpec/nope/revisions`, { baseRevision: 1, ...resource }),
    expected: forRule(edit, 404),
  },
  [`DELETE /${k}/resources/:type/:id`]: {
    request: del(`${r}/resources/FlowSpec/nope`),
    expected: forRule(edit, 404),
  },
  [`GET /${k}/resources/:type/:id/revisions/:revision/diff`]: {
    request: { url: `${spec}/revisions/2/diff` },
    expected: members(200),
  },
  [`GET /${k}/resources/:type/:id/revisions/:revision/deployment`]: {
    request: { url: `${spec}/revisions/1/deployment` },
    expected: forRule(deploy, 200),
  },
  [`POST /${k}/resources/:type/:id/revisions/:revision/deploy`]: {
    request: post(`${r}/resources/FlowSpec/nope/revisions/1/deploy`),
    expected: forRule(deploy, 404),
  },
  [`GET /${k}/secrets`]: { request: { url: `${r}/secrets` }, expected: forRule(viewSecrets, 200) },
  [`GET /${k}/secrets/:key`]: {
    request: { url: `${r}/secrets/erp-connection` },
    expected: forRule(viewSecrets, 200),
  },
  [`POST /${k}/secrets`]: {
    request: post(`${r}/secrets`, { key: 'erp-connection', description: '', values: {} }),
    expected: forRule(edit, 409),
  },
  [`PUT /${k}/secrets/:key`]: {
    request: put(`${r}/secrets/nope`, { description: '', values: {}, remove: [] }),
    expected: forRule(edit, 404),
  },
  [`DELETE /${k}/secrets/:key`]: {
    request: del(`${r}/secrets/nope`),
    expected: forRule(edit, 404),
  },
  [`GET /${k}/lookup-tables`]: { request: { url: `${r}/lookup-tables` }, expected: members(200) },
  [`POST /${k}/lookup-tables`]: {
    request: post(`${r}/lookup-tables`, { name: 'tariff-codes', description: '', columns: ['a'] }),
    expected: forRule(edit, 409),
  },
  [`GET /${k}/lookup-tables/:name`]: {
    request: { url: `${r}/lookup-tables/tariff-codes` },
    expected: members(200),
  },
  [`DELETE /${k}/lookup-tables/:name`]: {
    request: del(`${r}/lookup-tables/nope`),
    expected: forRule(edit, 404),
  },
  [`GET /${k}/lookup-tables/:name/rows`]: {
    request: { url: `${r}/lookup-tables/tariff-codes/rows?limit=5` },
    expected: members(200),
  },
  [`POST /${k}/lookup-tables/:name/rows`]: {
    request: post(`${r}/lookup-tables/nope/rows`, { cells: {} }),
    expected: forRule(editLookupRows, 404),
  },
  [`PUT /${k}/lookup-tables/:name/rows/:rowId`]: {
    request: put(`${r}/lookup-tables/tariff-codes/rows/999999`, { cells: {} }),
    expected: forRule(editLookupRows, 404),
  },
  [`DELETE /${k}/lookup-tables/:name/rows/:rowId`]: {
    request: del(`${r}/lookup-tables/tariff-codes/rows/999999`),
    expected: forRule(editLookupRows, 404),
  },
  [`PUT /${k}/lookup-tables/:name/rows/:rowId/cells/:columnId`]: {
    request: put(`${r}/lookup-tables/tariff-codes/rows/999999/cells/c1`, { value: 'x' }),
    expected: forRule(editLookupRows, 404),
  },
  [`DELETE /${k}/lookup-tables/:name/rows/:rowId/cells/:columnId`]: {
    request: del(`${r}/lookup-tables/tariff-codes/rows/999999/cells/c1`),
    expected: forRule(editLookupRows, 404),
  },
  [`POST /${k}/lookup-tables/:name/columns`]: {
    request: post(`${r}/lookup-tables/nope/columns`, { name: 'x' }),
    expected: forRule(edit, 404),
  },
  [`PUT /${k}/lookup-tables/:name/columns/:columnId`]: {
    request: put(`${r}/lookup-tables/nope/columns/c1`, { name: 'x' }),
    expected: forRule(edit, 404),
  },
  [`DELETE /${k}/lookup-tables/:name/columns/:columnId`]: {
    request: del(`${r}/lookup-tables/nope/columns/c1`),
    expected: forRule(edit, 404),
  },
  [`POST /${k}/lookup-tables/:name/import`]: {
    request: post(`${r}/lookup-tables/nope/import`, { columns: ['a'], rows: [['1']] }),
    expected: forRule(editLookupRows, 404),
  },
};
