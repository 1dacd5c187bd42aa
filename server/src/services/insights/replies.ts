import type { ConnectivityResult } from '@contracts/connectivity';
import type {
  DeployedFlow,
  Disablement,
  FlowMetrics,
  FlowMetricsList,
  FlowReport,
  FlowReportRow,
  FlowSpec,
  FlowsSummary,
  Histogram,
  HistogramBucket,
  InboundResult,
  ProcessingStep,
  Processor,
  ReportCounts,
  ResubmitResult,
  ResubmittedExchange,
  Trace,
  TraceDetails,
  TracePage,
  TracePageMeta,
} from '@contracts/heartbeat';
import * as s from '../../lib/schemas';

const processorReply = s.contractReply<Processor>()({
  identifier: s.text,
  type: s.text,
  properties: s.contractMap<Processor['properties']>()(s.text),
  concurrencyMax: s.num,
  logDescription: s.bool,
  logFullMessage: s.bool,
});

/** FlowSpec of src/shared/contracts/heartbeat. */
const flowSpecReply = s.contractReply<FlowSpec>()({
  id: s.text,
  description: s.text,
  exchangePattern: s.text,
  flowState: s.text,
  groups: s.replyList(s.text),
  owner: s.text,
  specVersion: s.num,
  deploymentTime: s.text,
  updateTime: s.text,
  allowAnonymousAccess: s.bool,
  redeliveryStrategy: s.contractReply<FlowSpec['redeliveryStrategy']>()({
    maxAttempts: s.num,
    timeoutMs: s.num,
  }),
  deadLetterStrategy: s.contractReply<FlowSpec['deadLetterStrategy']>()({
    id: s.text,
    logFullMessage: s.bool,
    redeliveryMs: s.num,
  }),
  processors: s.replyList(processorReply),
});

/** DeployedFlow of src/shared/contracts/heartbeat. */
export const deployedFlowReply = s.contractReply<DeployedFlow>()({
  flowSpec: flowSpecReply,
  disablement: s.nullable(
    s.contractReply<Disablement>()({
      disabledBy: s.num,
      disabledByName: s.text,
      disabledAt: s.text,
      reason: s.text,
    }),
  ),
  documentation: s.text,
  inboundUrl: s.nullableText,
});

const spread = s.contractReply<FlowMetrics['processingTime']>()({
  min: s.num,
  avg: s.num,
  max: s.num,
});

/** FlowMetrics of src/shared/contracts/heartbeat, as `{ data }`. */
export const metricsReply = s.contractReply<FlowMetricsList>()({
  data: s.replyList(
    s.contractReply<FlowMetrics>()({
      flowId: s.text,
      total: s.num,
      successful: s.num,
      failed: s.num,
      inFlight: s.num,
      buffered: s.num,
      stashed: s.num,
      processingTime: spread,
      responseTime: spread,
      connectorErrors: s.num,
    }),
  ),
});

/** Histogram of src/shared/contracts/heartbeat. */
export const histogramReply = s.contractReply<Histogram>()({
  flowId: s.nullableText,
  fromDate: s.num,
  toDate: s.num,
  bucketMs: s.num,
  buckets: s.replyList(
    s.contractReply<HistogramBucket>()({ start: s.num, successful: s.num, failed: s.num }),
  ),
});

/** FlowsSummary of src/shared/contracts/heartbeat. */
export const summaryReply = s.contractReply<FlowsSummary>()({
  flows: s.num,
  up: s.num,
  down: s.num,
  paused: s.num,
  failing: s.num,
  messages: s.num,
  failedMessages: s.num,
  failureRate: s.num,
});

/** Trace of src/shared/contracts/heartbeat. */
const traceFields = {
  id: s.num,
  flowId: s.text,
  exchangeId: s.text,
  name: s.text,
  type: s.text,
  timeStamp: s.num,
  deliveryAttemptNo: s.num,
  maxDeliveryAttempts: s.num,
  status: s.text,
  errorCategory: s.nullableText,
  errorMessage: s.nullableText,
  processingTimeMillis: s.num,
  payloadId: s.nullableNum,
  source: s.text,
} as const;

/** TracePage of src/shared/contracts/heartbeat. */
export const tracePageReply = s.contractReply<TracePage>()({
  data: s.replyList(s.contractReply<Trace>()(traceFields)),
  meta: s.contractReply<TracePageMeta>()({
    requestedResultMaxSize: s.num,
    resultOffset: s.num,
    actualResultSize: s.num,
    totalNoOfMatches: s.num,
    totalIsLowerBound: s.bool,
  }),
});

/** TraceDetails of src/shared/contracts/heartbeat; the steps in the order the engine stored them. */
export const traceDetailsReply = s.contractReply<TraceDetails>()({
  ...traceFields,
  steps: s.replyList(
    s.contractReply<ProcessingStep>()({
      processor: s.text,
      type: s.text,
      status: s.text,
      durationMs: s.num,
      message: s.nullableText,
    }),
  ),
  payloadSize: s.nullableNum,
  payloadContentType: s.nullableText,
});

/** The stored bytes, sent as they are (never serialised). */
export const payloadReply = {} as const;

/** ResubmitResult of src/shared/contracts/heartbeat. */
export const resubmitReply = s.contractReply<ResubmitResult>()({
  resubmitted: s.num,
  traceIds: s.replyList(s.num),
  exchanges: s.replyList(
    s.contractReply<ResubmittedExchange>()({ exchangeId: s.text, status: s.text }),
  ),
});

/** What the inbound door made of a message: InboundResult of src/shared/contracts/heartbeat. */
export const inboundReply = s.contractReply<InboundResult>()({
  exchangeId: s.text,
  status: s.text,
  traceIds: s.replyList(s.num),
  attempts: s.num,
});

const reportCounts = { received: s.num, successful: s.num, failed: s.num, failureRate: s.num };

/** FlowReport of src/shared/contracts/heartbeat. */
export const flowReportReply = s.contractReply<FlowReport>()({
  fromDate: s.num,
  toDate: s.num,
  compareFromDate: s.num,
  compareToDate: s.num,
  flows: s.replyList(
    s.contractReply<FlowReportRow>()({
      flowId: s.text,
      ...reportCounts,
      compare: s.contractReply<ReportCounts>()(reportCounts),
    }),
  ),
  chart: histogramReply,
  compareChart: histogramReply,
});

/** ConnectivityResult of src/shared/contracts/connectivity. */
export const connectivityReply = s.contractReply<ConnectivityResult>()({
  hostname: s.text,
  port: s.num,
  status: { type: 'string', enum: ['reachable', 'unreachable', 'unresolvable'] },
  address: s.nullableText,
  message: s.text,
});
