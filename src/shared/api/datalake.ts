import type {
  MeterReadings,
  ReadingsQuery,
  UsagePointDetail,
  UsagePointMessage,
  UsagePointPage,
  Workflow,
  WorkflowView,
} from '../contracts';
import { request } from './http';

const enc = encodeURIComponent;

/** Client of the data lake (docs/api.md, "Data lake"). */
export const datalakeApi = {
  usagePoints: (org: number, query: { search?: string; offset?: number; limit?: number }) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.offset) params.set('offset', String(query.offset));
    if (query.limit) params.set('limit', String(query.limit));
    const text = params.toString();
    return request<UsagePointPage>('datalake', `/v1/${org}/usage-points${text ? `?${text}` : ''}`);
  },
  usagePoint: (org: number, usagePointId: string) =>
    request<UsagePointDetail>('datalake', `/v1/${org}/usage-points/${enc(usagePointId)}`),
  messages: (org: number, usagePointId: string) =>
    request<UsagePointMessage[]>(
      'datalake',
      `/v1/${org}/usage-points/${enc(usagePointId)}/messages`,
    ),
  readings: (org: number, usagePointId: string, channelId: number, query: ReadingsQuery) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return request<MeterReadings>(
      'datalake',
      `/v1/${org}/usage-points/${enc(usagePointId)}/channels/${channelId}/readings?${params}`,
    );
  },
  workflows: (org: number, view: WorkflowView) =>
    request<Workflow[]>('datalake', `/v1/${org}/workflows?view=${view}`),
  /** A GraphQL query of the data services; a refused or failed one throws with its message. */
  graphql: (query: string) =>
    request<{ data: unknown; errors?: { message: string }[] }>('datalake', '/graphql', {
      method: 'POST',
      body: { query },
    }),
  workflow: (org: number, uid: string) =>
    request<Workflow>('datalake', `/v1/${org}/workflows/${enc(uid)}`),
};
