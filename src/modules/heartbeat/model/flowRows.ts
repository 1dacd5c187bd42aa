import type { DeployedFlow, FlowMetrics } from '../../../shared/contracts';
import { FLOW_STATUSES, flowStatus, statusRank, type FlowStatus } from './flowStatus';
import { failurePercentage, warningsOf, type FlowWarning } from './flowWarnings';

/**
 * One row of the flows list, derived once from the flows and their metrics. Only what the
 * list filters and sorts by is worked out for every row; the warnings (`flowRowWarnings`) and
 * the searched text (`searchText`) are derived for the rows that need them.
 */
export interface FlowRow {
  id: string;
  description: string;
  owner: string;
  groups: readonly string[];
  status: FlowStatus;
  total: number;
  failed: number;
  failurePercentage: number;
  connectorErrors: number;
  /** Position of the id in id order (localeCompare): sorts compare this, not the ids. */
  idOrder: number;
}

export function metricsByFlow(metrics: readonly FlowMetrics[]): Map<string, FlowMetrics> {
  return new Map(metrics.map((entry) => [entry.flowId, entry]));
}

/**
 * The position of each flow in id order. The server answers in id order, so a pass that
 * finds them in order is all it usually takes.
 */
function idOrders(flows: readonly DeployedFlow[]): Int32Array {
  const orders = new Int32Array(flows.length);
  const ids = flows.map((flow) => flow.flowSpec.id);
  let sorted = true;
  for (let i = 1; i < ids.length && sorted; i += 1) {
    sorted = (ids[i - 1] ?? '').localeCompare(ids[i] ?? '') <= 0;
  }
  if (sorted) {
    for (let i = 0; i < flows.length; i += 1) orders[i] = i;
    return orders;
  }
  const byId = ids.map((id, index) => ({ id, index })).sort((a, b) => a.id.localeCompare(b.id));
  byId.forEach((entry, order) => {
    orders[entry.index] = order;
  });
  return orders;
}

export function buildFlowRows(
  flows: readonly DeployedFlow[],
  metrics: readonly FlowMetrics[],
): FlowRow[] {
  const byFlow = metricsByFlow(metrics);
  const orders = idOrders(flows);
  return flows.map((flow, index) => {
    const spec = flow.flowSpec;
    const entry = byFlow.get(spec.id);
    const total = entry?.total ?? 0;
    const failed = entry?.failed ?? 0;
    return {
      id: spec.id,
      description: spec.description,
      owner: spec.owner,
      groups: spec.groups,
      status: flowStatus(flow, entry),
      total,
      failed,
      failurePercentage: failurePercentage(failed, total),
      connectorErrors: entry?.connectorErrors ?? 0,
      idOrder: orders[index] ?? index,
    };
  });
}

/** The warnings of a row (spec 8), the same as `flowWarnings` of its flow and metrics. */
export function flowRowWarnings(row: FlowRow): FlowWarning[] {
  return warningsOf({
    notUp: row.status === 'down' || row.status === 'paused',
    failed: row.failed,
    percentage: row.failurePercentage,
    connectorErrors: row.connectorErrors,
  });
}

const searchTexts = new WeakMap<FlowRow, string>();

/** The lower-cased text the search field looks in: id, description, owner and groups. */
export function searchText(row: FlowRow): string {
  let text = searchTexts.get(row);
  if (text === undefined) {
    text = `${row.id} ${row.description} ${row.owner} ${row.groups.join(' ')}`.toLowerCase();
    searchTexts.set(row, text);
  }
  return text;
}

export const FLOW_SORTS = ['status', 'id', 'messages', 'failed', 'failurePercentage'] as const;
export type FlowSort = (typeof FLOW_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export interface FlowListFilter {
  search: string;
  group: string | null;
  status: FlowStatus | null;
  sort: FlowSort;
  direction: SortDirection;
}

/** The bucket of each status in the status sort: its place in FLOW_STATUSES, most urgent first. */
const STATUS_RANK: Record<FlowStatus, number> = {
  failing: statusRank('failing'),
  down: statusRank('down'),
  paused: statusRank('paused'),
  up: statusRank('up'),
};

/** The number a sort compares (the id and status sorts have their own paths). */
const SORT_VALUE: Record<Exclude<FlowSort, 'id' | 'status'>, (row: FlowRow) => number> = {
  messages: (row) => row.total,
  failed: (row) => row.failed,
  failurePercentage: (row) => row.failurePercentage,
};

/** The rows the list shows: searched, filtered by group and status, sorted (ties by id). */
export function filterFlowRows(rows: readonly FlowRow[], filter: FlowListFilter): FlowRow[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const { group, status } = filter;
  const kept =
    group === null && status === null && words.length === 0
      ? rows.slice()
      : rows.filter(
          (row) =>
            (group === null || row.groups.includes(group)) &&
            (status === null || row.status === status) &&
            words.every((word) => searchText(row).includes(word)),
        );
  const sign = filter.direction === 'asc' ? 1 : -1;
  // Ids are compared by their position in id order (localeCompare), worked out with the rows.
  if (filter.sort === 'id') return kept.sort((a, b) => sign * (a.idOrder - b.idOrder));
  // Status sorts by urgency: "descending" puts the most urgent first.
  if (filter.sort === 'status') return byStatus(kept, filter.direction === 'desc');
  const value = SORT_VALUE[filter.sort];
  // Decorate, sort, undecorate: each row's sort value is read once, not in every comparison.
  const decorated = kept.map((row) => ({ row, value: sign * value(row) }));
  decorated.sort((a, b) => a.value - b.value || a.row.idOrder - b.row.idOrder);
  return decorated.map((entry) => entry.row);
}

/**
 * The status sort (the list's default) without comparisons: one bucket per status, each in
 * id order. Rows usually come in id order already (the server's), and then nothing is sorted.
 */
function byStatus(rows: readonly FlowRow[], mostUrgentFirst: boolean): FlowRow[] {
  const buckets: FlowRow[][] = FLOW_STATUSES.map(() => []);
  let inIdOrder = true;
  let previous = -1;
  for (const row of rows) {
    (buckets[STATUS_RANK[row.status]] as FlowRow[]).push(row);
    if (row.idOrder < previous) inIdOrder = false;
    previous = row.idOrder;
  }
  if (!mostUrgentFirst) buckets.reverse();
  const sorted: FlowRow[] = [];
  for (const bucket of buckets) {
    if (!inIdOrder) bucket.sort((a, b) => a.idOrder - b.idOrder);
    for (const row of bucket) sorted.push(row);
  }
  return sorted;
}

/** The groups of the flows, sorted, for the group filter. */
export function groupsOf(flows: readonly DeployedFlow[]): string[] {
  const groups = new Set<string>();
  for (const flow of flows) for (const group of flow.flowSpec.groups) groups.add(group);
  return [...groups].sort();
}

export function countByStatus(rows: readonly FlowRow[]): Record<FlowStatus, number> {
  const counts: Record<FlowStatus, number> = { failing: 0, down: 0, paused: 0, up: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** Flows needing attention (failing, down, paused), most urgent first. */
export function needingAttention(rows: readonly FlowRow[]): FlowRow[] {
  return rows
    .filter((row) => row.status !== 'up')
    .sort(
      (a, b) =>
        statusRank(a.status) - statusRank(b.status) ||
        b.failurePercentage - a.failurePercentage ||
        a.idOrder - b.idOrder,
    );
}
