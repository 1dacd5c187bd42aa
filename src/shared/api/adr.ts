import type {
  ActionExecution,
  ActionPage,
  ActionState,
  Asset,
  AssetAction,
  AssetAuditPage,
  AssetPage,
  AutomationStrategy,
  AutomationStrategyInput,
} from '../contracts';
import { queryString } from './queryString';
import { request } from './http';

export interface AssetQuery {
  search?: string;
  usagePointId?: string;
  offset?: number;
  limit?: number;
}

export interface ActionQuery {
  fromDate: number;
  toDate: number;
  state?: ActionState;
  assetId?: number;
  offset?: number;
  limit?: number;
}

/** Client of the adr API (docs/api.md, "Adr"): assets, actions and automation strategies. */
export const adrApi = {
  assets: (org: number, params: AssetQuery = {}, signal?: AbortSignal) =>
    request<AssetPage>('adr', `/v1/${org}/assets${queryString({ ...params })}`, { signal }),
  asset: (org: number, assetId: number, signal?: AbortSignal) =>
    request<Asset>('adr', `/v1/${org}/assets/${assetId}`, { signal }),
  actions: (org: number, params: ActionQuery, signal?: AbortSignal) =>
    request<ActionPage>('adr', `/v1/${org}/actions${queryString({ ...params })}`, { signal }),
  action: (org: number, actionId: number) =>
    request<AssetAction>('adr', `/v1/${org}/actions/${actionId}`),
  executions: (org: number, actionId: number, signal?: AbortSignal) =>
    request<ActionExecution[]>('adr', `/v1/${org}/actions/${actionId}/executions`, { signal }),
  execute: (org: number, actionId: number) =>
    request<AssetAction>('adr', `/v1/${org}/actions/${actionId}/execute`, {
      method: 'POST',
      body: {},
    }),
  close: (org: number, actionId: number) =>
    request<AssetAction>('adr', `/v1/${org}/actions/${actionId}/close`, {
      method: 'POST',
      body: {},
    }),
  strategies: (org: number) =>
    request<AutomationStrategy[]>('adr', `/v1/${org}/automation-strategies`),
  createStrategy: (org: number, input: AutomationStrategyInput) =>
    request<AutomationStrategy>('adr', `/v1/${org}/automation-strategies`, {
      method: 'POST',
      body: input,
    }),
  updateStrategy: (org: number, id: number, input: AutomationStrategyInput) =>
    request<AutomationStrategy>('adr', `/v1/${org}/automation-strategies/${id}`, {
      method: 'PUT',
      body: input,
    }),
  deleteStrategy: (org: number, id: number) =>
    request<null>('adr', `/v1/${org}/automation-strategies/${id}`, { method: 'DELETE' }),
  auditLog: (org: number, params: { fromDate: number; toDate: number; offset?: number }) =>
    request<AssetAuditPage>('adr', `/v1/${org}/audit-log${queryString({ ...params, limit: 500 })}`),
};
