import type {
  MeterReadings,
  ReadingsQuery,
  UsagePointDetail,
  UsagePointMessage,
  UsagePointPage,
  Workflow,
  WorkflowView,
} from '../contracts';
import { queryString } from './queryString';
import { request } from './http';

const enc = encodeURIComponent;

/** Client of the data lake (docs/api.md, "Data lake"). */
export const datalakeApi = {
  usagePoints: (org: number, query: { search?: string; offset?: number; limit?: number }) => {
    // An offset of 0 is the first page: left out, as the server takes it.
    const params = { ...query, offset: query.offset || undefined };
    return request<UsagePointPage>('datalake', `/v1/${org}/usage-points${queryString(params)}`);
  },
  usagePoint: (org: number, usagePointId: string) =>
    request<UsagePointDetail>('datalake', `/v1/${org}/usage-points/${enc(usagePointId)}`),
  messages: (org: number, usagePointId: string) =>
    request<UsagePointMessage[]>(
      'datalake',
      `/v1/${org}/usage-points/${enc(usagePointId)}/messages`,
    ),
  /** `signal` cancels the request (nothing shows the readings any more: another tab). */
  readings: (
    org: number,
    usagePointId: string,
    channelId: number,
    query: ReadingsQuery,
    signal?: AbortSignal,
  ) => {
    return request<MeterReadings>(
      'datalake',
      `/v1/${org}/usage-points/${enc(usagePointId)}/channels/${channelId}/readings${queryString({ ...query })}`,
      { signal },
    );
  },
  workflows: (org: number, view: WorkflowView) =>
    request<Workflow[]>('datalake', `/v1/${org}/workflows${queryString({ view })}`),
  /** A GraphQL query of the data services; a refused or failed one throws with its message. */
  graphql: (query: string) =>
    request<{ data: unknown; errors?: { message: string }[] }>('datalake', '/graphql', {
      method: 'POST',
      body: { query },
    }),
  workflow: (org: number, uid: string) =>
    request<Workflow>('datalake', `/v1/${org}/workflows/${enc(uid)}`),
};
