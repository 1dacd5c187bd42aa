import type { ReadingsQuery, WorkflowView } from '../../shared/contracts';

/** Query keys of the module, all under its id; invalidate through these only. */
export const datalakeKeys = {
  all: ['datalake'] as const,
  configuration: (org: number) => ['datalake', org, 'configuration'] as const,
  usagePoints: (org: number, search: string) => ['datalake', org, 'usage-points', search] as const,
  usagePoint: (org: number, id: string) => ['datalake', org, 'usage-point', id] as const,
  messages: (org: number, id: string) => ['datalake', org, 'usage-point', id, 'messages'] as const,
  relatedAssets: (org: number, id: string) =>
    ['datalake', org, 'usage-point', id, 'assets'] as const,
  /** The range part names the range by its rule when it follows the clock (rangeKey). */
  readings: (
    org: number,
    id: string,
    channelId: number,
    range: string,
    query: Omit<ReadingsQuery, 'fromDate' | 'toDate'>,
  ) => ['datalake', org, 'usage-point', id, 'readings', channelId, range, query] as const,
  workflows: (org: number, view: WorkflowView) => ['datalake', org, 'workflows', view] as const,
  workflow: (org: number, uid: string) => ['datalake', org, 'workflow', uid] as const,
};
