import type {
  ConnectivityRequest,
  ConnectivityResult,
  DeployedFlow,
  ErrorCategory,
  FlowMetricsList,
  FlowReport,
  FlowSpecEdit,
  FlowsSummary,
  Histogram,
  ResubmitResult,
  TraceDetails,
  TracePage,
  TraceStatus,
} from '../contracts';
import { queryString } from './queryString';
import { request, requestRaw } from './http';

/** A time range in epoch milliseconds. */
export interface TimeRange {
  fromDate: number;
  toDate: number;
}

/** The filters of GET /v2/{org}/traces, besides the range and paging. */
export interface TraceQuery extends TimeRange {
  flowId?: string;
  status?: TraceStatus;
  errorCategory?: ErrorCategory;
  hasPayload?: boolean;
  q?: string;
  offset?: number;
  limit?: number;
}

/** The console's name for it: the type is the contract's. */
export type { ResubmitResult };

/**
 * A payload as the archive holds it: its text (or, for a payload that is not text, its
 * bytes as received) and the file name the server suggests.
 */
export interface PayloadFile {
  text: string;
  bytes: Blob | null;
  contentType: string;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * Payloads are mostly text (JSON, XML, CSV), so they are read as text rather than through
 * the JSON `request`; one the server sends as `application/octet-stream` is not text and is
 * kept as bytes, never decoded. Authentication and errors work the same way.
 */
async function requestPayload(path: string, signal?: AbortSignal): Promise<PayloadFile> {
  const response = await requestRaw('insights', path, signal);
  const contentType = response.headers.get('content-type') ?? 'text/plain';
  const binary = contentType.startsWith('application/octet-stream');
  return {
    text: binary ? '' : await response.text(),
    bytes: binary ? await response.blob() : null,
    contentType,
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** Client of the insights service (docs/api.md, "Insights"). */
export const insightsApi = {
  flows: (org: number) => request<DeployedFlow[]>('insights', `/v1/${org}/flows`),
  flow: (org: number, flowId: string) =>
    request<DeployedFlow>('insights', `/v1/${org}/flows/${encodeURIComponent(flowId)}`),
  pauseFlow: (org: number, flowId: string, reason: string) =>
    request<DeployedFlow>('insights', `/v1/${org}/flows/${encodeURIComponent(flowId)}/pause`, {
      method: 'POST',
      body: { reason },
    }),
  resumeFlow: (org: number, flowId: string, reason?: string) =>
    request<DeployedFlow>('insights', `/v1/${org}/flows/${encodeURIComponent(flowId)}/resume`, {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  metrics: (org: number, range: TimeRange, flowId?: string) =>
    request<FlowMetricsList>('insights', `/v1/${org}/metrics${queryString({ ...range, flowId })}`),
  histogram: (org: number, range: TimeRange, flowId?: string, buckets?: number) =>
    request<Histogram>(
      'insights',
      `/v1/${org}/histograms${queryString({ ...range, flowId, buckets })}`,
    ),
  report: (org: number, range: TimeRange, compareFromDate?: number) =>
    request<FlowReport>(
      'insights',
      `/v1/${org}/reporting${queryString({ ...range, compareFromDate })}`,
    ),
  updateFlowSpec: (org: number, flowId: string, spec: FlowSpecEdit) =>
    request<DeployedFlow>('insights', `/v1/${org}/flows/${encodeURIComponent(flowId)}/spec`, {
      method: 'PUT',
      body: spec,
    }),
  summary: (org: number, range: TimeRange) =>
    request<FlowsSummary>('insights', `/v1/${org}/summary${queryString({ ...range })}`),
  traces: (org: number, filter: TraceQuery, signal?: AbortSignal) =>
    request<TracePage>('insights', `/v2/${org}/traces${queryString({ ...filter })}`, { signal }),
  trace: (org: number, traceId: number) =>
    request<TraceDetails>('insights', `/v2/${org}/traces/${traceId}`),
  payload: (org: number, payloadId: number, signal?: AbortSignal) =>
    requestPayload(`/v2/${org}/payloads/${payloadId}`, signal),
  payloadFile: (org: number, payloadId: number) =>
    requestPayload(`/v2/${org}/payloads/${payloadId}${queryString({ download: true })}`),
  resubmit: (org: number, flowId: string, traceIds: number[]) =>
    request<ResubmitResult>('insights', `/v2/${org}/traces/resubmit`, {
      method: 'POST',
      body: { flowId, traceIds },
    }),
  /** The connectivity check (connectivityCheck feature, Deployer). */
  checkConnectivity: (org: number, check: ConnectivityRequest) =>
    request<ConnectivityResult>('insights', `/v1/${org}/connectivity`, {
      method: 'POST',
      body: check,
    }),
};
