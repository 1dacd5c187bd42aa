/**
 * Synthetic heartbeat data shaped by src/shared/contracts/heartbeat.ts. Deterministic (a fixed
 * seed), so every run renders the same rows.
 */
import {
  ALERT_MESSAGE_TYPES,
  ALERT_OPERATORS,
  CONNECTOR_KINDS,
  DEFAULT_TRACE_PAGE_SIZE,
  ERROR_CATEGORIES,
  TRACE_COUNT_LIMIT,
  EDGE_STATUSES,
  type Beatbox,
  type AlertRule,
  type DeployedFlow,
  type FlowMetrics,
  type FlowReport,
  type FlowsSummary,
  type Histogram,
  type Trace,
  type TracePage,
  type TraceStatus,
} from '@contracts';
import { buildFlowRows, countByStatus } from '../../../src/modules/heartbeat/model/flowRows';
import { pick, seededRandom } from '../../../server/src/lib/random';

/** mulberry32 (the demo's), seeded: enough for spreading synthetic values. */
const random = seededRandom;

const GROUPS = ['metering', 'billing', 'grid', 'customer', 'market', 'field-service', 'erp'];
const VERBS = ['in', 'out', 'sync', 'export', 'import', 'relay'];

export const flowIdOf = (index: number) =>
  `${GROUPS[index % GROUPS.length]}-${VERBS[index % VERBS.length]}-${String(index).padStart(5, '0')}`;

/** The end of the synthetic range: traces count back from here, one every 700 ms. */
export const RANGE_END = Date.UTC(2025, 0, 15, 12);

/** `count` traces, newest first, over 200 flows; about one in ten failed or retrying. */
export function syntheticTraces(count: number): Trace[] {
  const next = random(1);
  const traces: Trace[] = new Array<Trace>(count);
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    const status: TraceStatus = roll < 0.07 ? 'FAILED' : roll < 0.1 ? 'RETRYING' : 'SUCCESS';
    const failed = status !== 'SUCCESS';
    const id = 5_000_000 - i;
    const flowId = flowIdOf(Math.floor(next() * 200));
    traces[i] = {
      id,
      flowId,
      exchangeId: `ex-${id.toString(36)}`,
      name: `${flowId} message`,
      type: pick(next, CONNECTOR_KINDS),
      timeStamp: RANGE_END - i * 700,
      deliveryAttemptNo: failed ? 1 + Math.floor(next() * 3) : 1,
      maxDeliveryAttempts: 3,
      status,
      errorCategory: failed ? pick(next, ERROR_CATEGORIES) : null,
      errorMessage: failed ? 'Remote end answered 503 Service Unavailable' : null,
      processingTimeMillis: Math.floor(5 + next() * 2000),
      payloadId: next() < 0.8 ? id + 10_000_000 : null,
      source: roll > 0.98 ? 'RESUBMIT' : 'TRAFFIC',
    };
  }
  return traces;
}

/** Traces cut into the pages of 100 "load more" would have fetched, as the API answers them. */
export function tracePages(traces: readonly Trace[]): TracePage[] {
  const pages: TracePage[] = [];
  for (let offset = 0; offset < traces.length; offset += DEFAULT_TRACE_PAGE_SIZE) {
    const data = traces.slice(offset, offset + DEFAULT_TRACE_PAGE_SIZE);
    pages.push({
      data,
      meta: {
        requestedResultMaxSize: DEFAULT_TRACE_PAGE_SIZE,
        resultOffset: offset,
        actualResultSize: data.length,
        totalNoOfMatches: TRACE_COUNT_LIMIT,
        totalIsLowerBound: true,
      },
    });
  }
  return pages;
}

/**
 * `count` deployed flows: a few stopped, a few paused, the rest started. In id order, as the
 * server answers (`order by id`).
 */
export function syntheticFlows(count: number): DeployedFlow[] {
  const next = random(2);
  const flows = Array.from({ length: count }, (_, index): DeployedFlow => {
    const id = flowIdOf(index);
    const roll = next();
    const groups = [pick(next, GROUPS), ...(next() < 0.3 ? [pick(next, GROUPS)] : [])];
    return {
      flowSpec: {
        id,
        description: `Moves ${groups[0] ?? 'metering'} messages for flow number ${index}`,
        exchangePattern: next() < 0.8 ? 'InOnly' : 'InOut',
        flowState: roll < 0.03 ? 'STOPPED' : 'STARTED',
        groups: [...new Set(groups)],
        owner: `${groups[0] ?? 'metering'}-team@example.com`,
        specVersion: 1 + Math.floor(next() * 9),
        deploymentTime: '2025-01-01T00:00:00.000Z',
        updateTime: '2025-01-10T00:00:00.000Z',
        allowAnonymousAccess: false,
        redeliveryStrategy: { maxAttempts: 3, timeoutMs: 30_000 },
        deadLetterStrategy: { id: `${id}-dlq`, logFullMessage: true, redeliveryMs: 3_600_000 },
        processors: [],
      },
      disablement:
        roll > 0.97
          ? {
              disabledBy: 3,
              disabledByName: 'Dag Deployer',
              disabledAt: '2025-01-12T00:00:00.000Z',
              reason: 'maintenance window',
            }
          : null,
      documentation: '',
      inboundUrl: null,
    };
  });
  return flows.sort((a, b) => (a.flowSpec.id < b.flowSpec.id ? -1 : 1));
}

/** Metrics for every flow over the range: some with failures, some with connector errors. */
export function syntheticMetrics(flows: readonly DeployedFlow[]): FlowMetrics[] {
  const next = random(3);
  return flows.map((flow) => {
    const total = Math.floor(next() * 50_000);
    const roll = next();
    const failed = roll < 0.1 ? Math.floor(total * next() * 0.2) : 0;
    const avg = 20 + Math.floor(next() * 400);
    return {
      flowId: flow.flowSpec.id,
      total,
      successful: total - failed,
      failed,
      inFlight: Math.floor(next() * 5),
      buffered: 0,
      stashed: 0,
      processingTime: { min: 1, avg, max: avg * 10 },
      responseTime: { min: 2, avg: avg + 5, max: avg * 12 },
      connectorErrors: roll > 0.95 ? 1 + Math.floor(next() * 20) : 0,
    };
  });
}

/** The overview's counts, as the server derives them from the same flows and metrics. */
export function syntheticSummary(
  flows: readonly DeployedFlow[],
  metrics: readonly FlowMetrics[],
): FlowsSummary {
  const counts = countByStatus(buildFlowRows(flows, metrics));
  const messages = metrics.reduce((sum, entry) => sum + entry.total, 0);
  const failedMessages = metrics.reduce((sum, entry) => sum + entry.failed, 0);
  return {
    flows: flows.length,
    ...counts,
    messages,
    failedMessages,
    failureRate: messages > 0 ? failedMessages / messages : 0,
  };
}

/** Hourly traffic over the range. */
export function syntheticHistogram(range: { fromDate: number; toDate: number }): Histogram {
  const next = random(4);
  const bucketMs = 60 * 60 * 1000;
  const buckets = [];
  for (let start = range.fromDate; start < range.toDate; start += bucketMs) {
    const successful = Math.floor(next() * 40_000);
    buckets.push({ start, successful, failed: Math.floor(successful * next() * 0.05) });
  }
  return { flowId: null, fromDate: range.fromDate, toDate: range.toDate, bucketMs, buckets };
}

/** Beatboxes by name, as the server answers them: mostly online, a few flows each. */
export function syntheticBeatboxes(count: number): Beatbox[] {
  const next = random(18);
  const at = new Date(RANGE_END).toISOString();
  return Array.from({ length: count }, (_, index) => ({
    beatboxId: index + 1,
    name: `site-${String(index).padStart(5, '0')}`,
    status: next() < 0.8 ? 'ONLINE' : pick(next, EDGE_STATUSES),
    server: {
      hostname: `bb-${index}.sites.example.com`,
      ip: `10.${(index >> 8) & 255}.${index & 255}.${1 + Math.floor(next() * 250)}`,
      os: pick(next, ['Debian GNU/Linux 12', 'Ubuntu 22.04 LTS', 'Windows Server 2022']),
      version: pick(next, ['4.2.1', '4.1.7', '3.9.0']),
      lastSeen:
        next() < 0.95 ? new Date(RANGE_END - Math.floor(next() * 3_600_000)).toISOString() : null,
    },
    flowIds: Array.from({ length: Math.floor(next() * 6) }, (_, n) => flowIdOf(index * 7 + n)),
    created: at,
    createdBy: null,
    updated: at,
    updatedBy: null,
  }));
}

/** One alert rule per flow, of every type, operator and window; half have fired. */
export function syntheticAlertRules(flows: readonly DeployedFlow[]): AlertRule[] {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return flows.map((flow, i) => ({
    alertId: i + 1,
    messageType: ALERT_MESSAGE_TYPES[i % 3]!,
    operator: ALERT_OPERATORS[Math.floor(i / 3) % 3]!,
    count: i % 500,
    timeValue: 1 + (i % 24),
    timeUnit: i % 2 === 0 ? 'MINUTES' : 'HOURS',
    flowIds: [flow.flowSpec.id],
    recipients: [`oncall${i % 7}@example.com`],
    created: at,
    createdBy: 'deployer@example.com',
    updated: at,
    updatedBy: 'deployer@example.com',
    lastTriggered: i % 2 === 0 ? at : null,
  }));
}

/** The reporting page's answer for `flows`: counts of the range and the period before it. */
export function syntheticReport(
  flows: readonly DeployedFlow[],
  range: { fromDate: number; toDate: number },
): FlowReport {
  const next = random(5);
  const counts = () => {
    const received = next() < 0.1 ? 0 : Math.floor(next() * 20_000);
    const failed = next() < 0.15 ? Math.floor(received * next() * 0.2) : 0;
    return {
      received,
      successful: received - failed,
      failed,
      failureRate: received === 0 ? 0 : failed / received,
    };
  };
  const length = range.toDate - range.fromDate;
  const compare = { fromDate: range.fromDate - length, toDate: range.fromDate };
  return {
    ...range,
    compareFromDate: compare.fromDate,
    compareToDate: compare.toDate,
    flows: flows
      .map((flow) => ({ flowId: flow.flowSpec.id, ...counts(), compare: counts() }))
      .sort((a, b) => (a.flowId < b.flowId ? -1 : a.flowId > b.flowId ? 1 : 0)),
    chart: syntheticHistogram(range),
    compareChart: syntheticHistogram(compare),
  };
}
