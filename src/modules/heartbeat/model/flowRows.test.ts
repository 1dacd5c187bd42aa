import { describe, expect, it } from 'vitest';
import { deployedFlow, flowMetrics } from '../testing/fixtures';
import { warningMessages } from './messages';
import {
  buildFlowRows,
  countByStatus,
  filterFlowRows,
  FLOW_SORTS,
  flowRowWarnings,
  groupsOf,
  needingAttention,
  type FlowListFilter,
  type FlowRow,
  type FlowSort,
} from './flowRows';
import { flowStatus, isFailing, statusRank } from './flowStatus';
import { failurePercentage, flowWarnings } from './flowWarnings';

const FILTER: FlowListFilter = {
  search: '',
  group: null,
  status: null,
  sort: 'status',
  direction: 'desc',
};

describe('flow status', () => {
  it('is failing when one in twenty messages failed, as the server counts', () => {
    expect(isFailing(flowMetrics('a', 100, 5))).toBe(true);
    expect(isFailing(flowMetrics('a', 100, 4))).toBe(false);
    expect(isFailing(flowMetrics('a', 0, 0))).toBe(false);
    expect(isFailing(undefined)).toBe(false);
  });

  it('puts paused before down and down before failing', () => {
    const failing = flowMetrics('a', 10, 9);
    expect(flowStatus(deployedFlow('a', { paused: true, state: 'STOPPED' }), failing)).toBe(
      'paused',
    );
    expect(flowStatus(deployedFlow('a', { state: 'STOPPED' }), failing)).toBe('down');
    expect(flowStatus(deployedFlow('a'), failing)).toBe('failing');
    expect(flowStatus(deployedFlow('a'), flowMetrics('a', 10, 0))).toBe('up');
    expect(flowStatus(deployedFlow('a'))).toBe('up');
  });
});

describe('flow warnings (spec 8)', () => {
  it('says the flow is not up when it is stopped or paused', () => {
    expect(flowWarnings(deployedFlow('a', { state: 'STOPPED' }), undefined)).toEqual([
      { kind: 'notUp' },
    ]);
    expect(flowWarnings(deployedFlow('a', { paused: true }), undefined)).toEqual([
      { kind: 'notUp' },
    ]);
    expect(warningMessages.notUp.defaultMessage).toBe('The flow is not up');
  });

  it('counts failed messages with their share, and connector errors', () => {
    expect(flowWarnings(deployedFlow('a'), flowMetrics('a', 371, 47, 102))).toEqual([
      { kind: 'failedMessages', count: 47, percentage: 12.7 },
      { kind: 'connectorErrors', count: 102 },
    ]);
    expect(flowWarnings(deployedFlow('a'), flowMetrics('a', 50, 0))).toEqual([]);
  });

  it('rounds the failure share to one decimal and never divides by zero', () => {
    expect(failurePercentage(1, 3)).toBe(33.3);
    expect(failurePercentage(0, 0)).toBe(0);
    expect(failurePercentage(5, 0)).toBe(0);
  });
});

describe('flow rows', () => {
  const flows = [
    deployedFlow('meter-readings-in', { groups: ['metering'] }),
    deployedFlow('erp-billing-export', { groups: ['billing'] }),
    deployedFlow('scada-file-import', { groups: ['grid'], state: 'STOPPED' }),
    deployedFlow('outage-report-public', { groups: ['outage', 'customer'], paused: true }),
  ];
  const metrics = [
    flowMetrics('meter-readings-in', 1000, 10),
    flowMetrics('erp-billing-export', 100, 55, 30),
  ];
  const rows = buildFlowRows(flows, metrics);

  it('derives status, warnings and counts per flow', () => {
    const billing = rows.find((row) => row.id === 'erp-billing-export');
    expect(billing).toMatchObject({
      status: 'failing',
      total: 100,
      failed: 55,
      connectorErrors: 30,
    });
    expect(countByStatus(rows)).toEqual({ failing: 1, down: 1, paused: 1, up: 1 });
    // A row's warnings are those of its flow and metrics.
    rows.forEach((row, index) => {
      const flow = flows[index]!;
      const entry = metrics.find((m) => m.flowId === flow.flowSpec.id);
      expect(flowRowWarnings(row)).toEqual(flowWarnings(flow, entry));
    });
    expect(groupsOf(flows)).toEqual(['billing', 'customer', 'grid', 'metering', 'outage']);
  });

  it('lists the flows needing attention, most urgent first', () => {
    expect(needingAttention(rows).map((row) => row.id)).toEqual([
      'erp-billing-export',
      'scada-file-import',
      'outage-report-public',
    ]);
  });

  it('searches every word in id, description, owner and groups', () => {
    const search = (text: string) =>
      filterFlowRows(rows, { ...FILTER, search: text }).map((row) => row.id);
    expect(search('ERP billing')).toEqual(['erp-billing-export']);
    expect(search('customer')).toEqual(['outage-report-public']);
    expect(search('nothing-like-this')).toEqual([]);
  });

  it('filters by group and status', () => {
    expect(filterFlowRows(rows, { ...FILTER, group: 'grid' }).map((row) => row.id)).toEqual([
      'scada-file-import',
    ]);
    expect(filterFlowRows(rows, { ...FILTER, status: 'up' }).map((row) => row.id)).toEqual([
      'meter-readings-in',
    ]);
  });

  it('sorts by status urgency, id, messages and failure rate', () => {
    const ids = (filter: Partial<FlowListFilter>) =>
      filterFlowRows(rows, { ...FILTER, ...filter }).map((row) => row.id);
    expect(ids({})).toEqual([
      'erp-billing-export',
      'scada-file-import',
      'outage-report-public',
      'meter-readings-in',
    ]);
    expect(ids({ sort: 'id', direction: 'asc' })[0]).toBe('erp-billing-export');
    expect(ids({ sort: 'messages', direction: 'desc' }).slice(0, 2)).toEqual([
      'meter-readings-in',
      'erp-billing-export',
    ]);
    expect(ids({ sort: 'failurePercentage', direction: 'desc' })[0]).toBe('erp-billing-export');
  });

  it('sorts every way as comparing the sort value, then the id by localeCompare, rows in id order or not', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      deployedFlow(`${['Grid', 'erp', 'meter'][i % 3]}-${(i * 37) % 101}-${i}`, {
        state: i % 11 === 0 ? 'STOPPED' : 'STARTED',
        paused: i % 13 === 0,
      }),
    );
    const metrics = many.map((flow, i) => flowMetrics(flow.flowSpec.id, (i * 7) % 50, (i * 3) % 6));
    const inIdOrder = [...many].sort((a, b) => a.flowSpec.id.localeCompare(b.flowSpec.id));
    const value: Record<FlowSort, (row: FlowRow) => number> = {
      status: (row) => -statusRank(row.status),
      id: () => 0,
      messages: (row) => row.total,
      failed: (row) => row.failed,
      failurePercentage: (row) => row.failurePercentage,
    };
    // Given in id order (as the server answers) and not.
    for (const built of [buildFlowRows(many, metrics), buildFlowRows(inIdOrder, metrics)]) {
      for (const sort of FLOW_SORTS) {
        for (const direction of ['asc', 'desc'] as const) {
          const sign = direction === 'asc' ? 1 : -1;
          const expected = [...built].sort(
            (a, b) =>
              sign *
                (value[sort](a) - value[sort](b) ||
                  (sort === 'id' ? a.id.localeCompare(b.id) : 0)) || a.id.localeCompare(b.id),
          );
          expect(filterFlowRows(built, { ...FILTER, sort, direction })).toEqual(expected);
        }
      }
    }
  });

  it('searches and sorts 5,000 flows given in id order or not', () => {
    const many = Array.from({ length: 5000 }, (_, i) => deployedFlow(`flow-${i}`));
    const manyMetrics = many.map((flow, i) => flowMetrics(flow.flowSpec.id, 100, i % 10));
    const inOrder = [...many].sort((a, b) => a.flowSpec.id.localeCompare(b.flowSpec.id));
    for (const flows of [many, inOrder]) {
      const built = buildFlowRows(flows, manyMetrics);
      const shown = filterFlowRows(built, { ...FILTER, search: 'flow-4' });
      // flow-4, flow-40 to flow-49, flow-400 to flow-499, flow-4000 to flow-4999.
      expect(shown).toHaveLength(1 + 10 + 100 + 1000);
      expect(
        filterFlowRows(built, { ...FILTER, sort: 'id', direction: 'asc' }).map((row) => row.id),
      ).toEqual(inOrder.map((flow) => flow.flowSpec.id));
    }
  });
});
