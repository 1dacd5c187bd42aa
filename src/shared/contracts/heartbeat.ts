/** Flow error categories of spec section 8. */
export const ERROR_CATEGORIES = [
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'DATA_PROCESSING_ERROR',
  'FLOW_CONFIG_ERROR',
  'FLOW_PROCESSING_TIMEOUT',
  'INTERNAL_AUTHENTICATION_FAILURE',
  'INTERNAL_AUTHORIZATION_FAILURE',
  'INTERNAL_SERVER_ERROR',
  'INTERNAL_VALIDATION_ERROR',
  'MARSHALLING_ERROR',
  'PERSISTENCE_ERROR',
  'REMOTE_AUTHENTICATION_FAILURE',
  'REMOTE_AUTHORIZATION_FAILURE',
  'REMOTE_SERVER_ERROR',
  'REMOTE_VALIDATION_ERROR',
  'REQUEST_TIMEOUT',
  'RESOURCE_UNAVAILABLE',
  'RESPONSE_TIMEOUT',
  'UNEXPECTED_PROCESSOR_ERROR',
  'UNEXPECTED_REMOTE_ERROR',
  'UNKNOWN_ERROR',
  'UNRECOVERABLE_PROCESSOR_ERROR',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

/** Connector kinds of spec 3.3, as processor types. */
export const CONNECTOR_KINDS = [
  'file-inbound',
  'file-outbound',
  'cloud-pubsub-inbound',
  'handoff-inbound',
  'message-broker-outbound',
  'rest-inbound',
  'rest-outbound',
  'erp-bapi-outbound',
  'schedule-inbound',
  'email-outbound',
  'soap-inbound',
  'soap-outbound',
  'splitter-outbound',
] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

export const FLOW_STATES = ['STARTED', 'STOPPED'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

export interface Processor {
  identifier: string;
  type: ConnectorKind | 'transform' | 'validate' | 'route';
  properties: Record<string, string>;
  concurrencyMax: number;
  logDescription: boolean;
  logFullMessage: boolean;
}

/** Flow spec (spec 3.3). */
export interface FlowSpec {
  id: string;
  description: string;
  exchangePattern: 'InOnly' | 'InOut';
  flowState: FlowState;
  groups: string[];
  owner: string;
  specVersion: number;
  deploymentTime: string;
  updateTime: string;
  allowAnonymousAccess: boolean;
  redeliveryStrategy: { maxAttempts: number; timeoutMs: number };
  deadLetterStrategy: { id: string; logFullMessage: boolean; redeliveryMs: number };
  processors: Processor[];
}

export interface Disablement {
  disabledBy: number;
  disabledByName: string;
  disabledAt: string;
  reason: string;
}

export interface DeployedFlow {
  flowSpec: FlowSpec;
  /** Set while the flow is paused. */
  disablement: Disablement | null;
  documentation: string;
  inboundUrl: string | null;
}

/** Flow metrics (spec 3.3) over a time range. */
export interface FlowMetrics {
  flowId: string;
  total: number;
  successful: number;
  failed: number;
  inFlight: number;
  buffered: number;
  stashed: number;
  processingTime: { min: number; avg: number; max: number };
  responseTime: { min: number; avg: number; max: number };
  connectorErrors: number;
}

export interface HistogramBucket {
  start: number;
  successful: number;
  failed: number;
}

export interface Histogram {
  flowId: string | null;
  fromDate: number;
  toDate: number;
  bucketMs: number;
  buckets: HistogramBucket[];
}

export const TRACE_STATUSES = ['SUCCESS', 'FAILED', 'RETRYING'] as const;
export type TraceStatus = (typeof TRACE_STATUSES)[number];

export interface ProcessingStep {
  processor: string;
  type: string;
  status: 'OK' | 'FAILED' | 'SKIPPED';
  durationMs: number;
  message: string | null;
}

/** Trace (spec 3.3). One per delivery attempt. */
export interface Trace {
  id: number;
  flowId: string;
  exchangeId: string;
  name: string;
  type: string;
  timeStamp: number;
  deliveryAttemptNo: number;
  maxDeliveryAttempts: number;
  status: TraceStatus;
  errorCategory: ErrorCategory | null;
  errorMessage: string | null;
  processingTimeMillis: number;
  payloadId: number | null;
  source: 'TRAFFIC' | 'INBOUND' | 'RESUBMIT';
}

export interface TraceDetails extends Trace {
  steps: ProcessingStep[];
  payloadSize: number | null;
  payloadContentType: string | null;
}

/** Paging meta of spec 3.2. */
export interface TracePageMeta {
  requestedResultMaxSize: number;
  resultOffset: number;
  actualResultSize: number;
  totalNoOfMatches: number;
  /** True when there are more matches than were counted (counting stops at 10,000). */
  totalIsLowerBound: boolean;
}

export interface TracePage {
  data: Trace[];
  meta: TracePageMeta;
}

export const DEFAULT_TRACE_PAGE_SIZE = 100;
export const TRACE_COUNT_LIMIT = 10_000;

export interface FlowsSummary {
  flows: number;
  up: number;
  down: number;
  paused: number;
  failing: number;
  messages: number;
  failedMessages: number;
  failureRate: number;
}

export const CREDENTIAL_TYPES = ['API_KEY', 'BASIC', 'POLLER'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export interface ServiceAccount {
  serviceAccountId: number;
  name: string;
  credentialType: CredentialType;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface FlowAccess {
  flowAccessId: number;
  serviceAccountId: number;
  serviceAccountName: string;
  flowId: string;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

/** Service account names (spec 5): lowercase a-z, digits, underscore or hyphen. */
export const SERVICE_ACCOUNT_NAME_PATTERN = '^[a-z0-9_-]+$';
export const SERVICE_ACCOUNT_NAME_MAX = 64;
/** Flows granted in one call. */
export const FLOW_ACCESS_GRANT_MAX = 500;

/** A service account with its flow accesses. */
export interface ServiceAccountDetails extends ServiceAccount {
  flowAccesses: FlowAccess[];
}

/**
 * A credential as issued: shown once, never readable again. An API key has no username;
 * basic authentication and poller users sign in with the username and the secret.
 */
export interface IssuedCredential {
  credentialType: CredentialType;
  username: string | null;
  secret: string;
}

/** The answer of a create, credential change or reset: the account and its new credential. */
export interface ServiceAccountWithCredential {
  account: ServiceAccountDetails;
  credential: IssuedCredential;
}

export interface ServiceAccountInput {
  name: string;
  credentialType: CredentialType;
  /** Flows to grant at once (optional). */
  flowIds?: string[];
}

export interface FlowAccessDiscrepancies {
  accessesWithoutDeployments: FlowAccess[];
  deploymentsWithoutAccesses: string[];
}

/** One flow's counts in a report period: messages received, successful and failed. */
export interface ReportCounts {
  received: number;
  successful: number;
  failed: number;
  /** failed / received, 0 without messages. */
  failureRate: number;
}

/** A flow's row of the report (spec 3.2 Reporting): the range and the compare period. */
export interface FlowReportRow extends ReportCounts {
  flowId: string;
  compare: ReportCounts;
}

/** All-flows data of the reporting page: the range, its compare period, rows by flowId. */
export interface FlowReport {
  fromDate: number;
  toDate: number;
  compareFromDate: number;
  compareToDate: number;
  flows: FlowReportRow[];
  chart: Histogram;
  compareChart: Histogram;
}

/** The longest range a report covers (and so its compare period), in days. */
export const REPORT_MAX_DAYS = 366;

/** What a flow spec edit sends (PUT …/flows/{flowId}/spec): the spec less what the server keeps. */
export type FlowSpecEdit = Omit<FlowSpec, 'id' | 'flowState' | 'deploymentTime' | 'updateTime'>;

/** `GET /v1/{org}/metrics`: a row per flow. */
export interface FlowMetricsList {
  data: FlowMetrics[];
}

/** A message sent again, by its new exchange. */
export interface ResubmittedExchange {
  exchangeId: string;
  status: string;
}

/** What a resubmission of traces did. */
export interface ResubmitResult {
  resubmitted: number;
  traceIds: number[];
  exchanges: ResubmittedExchange[];
}

/** What the inbound door made of a message: its exchange and the traces of its attempts. */
export interface InboundResult {
  exchangeId: string;
  status: string;
  traceIds: number[];
  attempts: number;
}
