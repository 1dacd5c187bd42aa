import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

const processorReply = replyObject({
  identifier: text,
  type: text,
  properties: { type: 'object', additionalProperties: { type: 'string' } },
  concurrencyMax: num,
  logDescription: bool,
  logFullMessage: bool,
});

/** FlowSpec of src/shared/contracts/heartbeat. */
const flowSpecReply = replyObject({
  id: text,
  description: text,
  exchangePattern: text,
  flowState: text,
  groups: replyList(text),
  owner: text,
  specVersion: num,
  deploymentTime: text,
  updateTime: text,
  allowAnonymousAccess: bool,
  redeliveryStrategy: replyObject({ maxAttempts: num, timeoutMs: num }),
  deadLetterStrategy: replyObject({ id: text, logFullMessage: bool, redeliveryMs: num }),
  processors: replyList(processorReply),
});

/** DeployedFlow of src/shared/contracts/heartbeat. */
export const deployedFlowReply = replyObject({
  flowSpec: flowSpecReply,
  disablement: {
    ...replyObject({ disabledBy: num, disabledByName: text, disabledAt: text, reason: text }),
    type: ['object', 'null'],
  },
  documentation: text,
  inboundUrl: nullableText,
});

const spread = replyObject({ min: num, avg: num, max: num });

/** FlowMetrics of src/shared/contracts/heartbeat, as `{ data }`. */
export const metricsReply = replyObject({
  data: replyList(
    replyObject({
      flowId: text,
      total: num,
      successful: num,
      failed: num,
      inFlight: num,
      buffered: num,
      stashed: num,
      processingTime: spread,
      responseTime: spread,
      connectorErrors: num,
    }),
  ),
});

/** Histogram of src/shared/contracts/heartbeat. */
export const histogramReply = replyObject({
  flowId: nullableText,
  fromDate: num,
  toDate: num,
  bucketMs: num,
  buckets: replyList(replyObject({ start: num, successful: num, failed: num })),
});

/** FlowsSummary of src/shared/contracts/heartbeat. */
export const summaryReply = replyObject({
  flows: num,
  up: num,
  down: num,
  paused: num,
  failing: num,
  messages: num,
  failedMessages: num,
  failureRate: num,
});

/** Trace of src/shared/contracts/heartbeat. */
const traceFields = {
  id: num,
  flowId: text,
  exchangeId: text,
  name: text,
  type: text,
  timeStamp: num,
  deliveryAttemptNo: num,
  maxDeliveryAttempts: num,
  status: text,
  errorCategory: nullableText,
  errorMessage: nullableText,
  processingTimeMillis: num,
  payloadId: nullableNum,
  source: text,
} as const;

/** TracePage of src/shared/contracts/heartbeat. */
export const tracePageReply = replyObject({
  data: replyList(replyObject(traceFields)),
  meta: replyObject({
    requestedResultMaxSize: num,
    resultOffset: num,
    actualResultSize: num,
    totalNoOfMatches: num,
    totalIsLowerBound: bool,
  }),
});

/** TraceDetails of src/shared/contracts/heartbeat: the steps are passed on as stored. */
export const traceDetailsReply = replyObject({
  ...traceFields,
  steps: replyList({}),
  payloadSize: nullableNum,
  payloadContentType: nullableText,
});

/** The stored bytes, sent as they are (never serialised). */
export const payloadReply = {} as const;

export const resubmitReply = replyObject({
  resubmitted: num,
  traceIds: replyList(num),
  exchanges: replyList(replyObject({ exchangeId: text, status: text })),
});

/** What the inbound door made of a message. */
export const inboundReply = replyObject({
  exchangeId: text,
  status: text,
  traceIds: replyList(num),
  attempts: num,
});

const reportCounts = { received: num, successful: num, failed: num, failureRate: num } as const;

/** FlowReport of src/shared/contracts/heartbeat. */
export const flowReportReply = replyObject({
  fromDate: num,
  toDate: num,
  compareFromDate: num,
  compareToDate: num,
  flows: replyList(
    replyObject({ flowId: text, ...reportCounts, compare: replyObject(reportCounts) }),
  ),
  chart: histogramReply,
  compareChart: histogramReply,
});

/** ConnectivityResult of src/shared/contracts/connectivity. */
export const connectivityReply = replyObject({
  hostname: text,
  port: num,
  status: { type: 'string', enum: ['reachable', 'unreachable', 'unresolvable'] },
  address: nullableText,
  message: text,
});
