import { queryOptions } from '@tanstack/react-query';
import { adrApi, configApi, datalakeApi } from '../../shared/api';
import type { ReadingsQuery, WorkflowView } from '../../shared/contracts';
import { currentRange, rangeKey, type QueryRange } from '../../shared/ui/date-range';
import { datalakeKeys } from './keys';

const PAGE = 200;

/** queryOptions of the module: components call these, these call the data lake client. */
export const datalakeQueries = {
  configuration: (org: number) =>
    queryOptions({
      queryKey: datalakeKeys.configuration(org),
      queryFn: () => configApi.organizationConfiguration(org),
    }),
  usagePoints: (org: number, search: string) =>
    queryOptions({
      queryKey: datalakeKeys.usagePoints(org, search),
      queryFn: () => datalakeApi.usagePoints(org, { search, limit: PAGE }),
      // Each typed search is a query of its own: only the unsearched list is kept offline.
      meta: { persist: search === '' },
    }),
  usagePoint: (org: number, id: string) =>
    queryOptions({
      queryKey: datalakeKeys.usagePoint(org, id),
      queryFn: () => datalakeApi.usagePoint(org, id),
    }),
  messages: (org: number, id: string) =>
    queryOptions({
      queryKey: datalakeKeys.messages(org, id),
      queryFn: () => datalakeApi.messages(org, id),
    }),
  /** The assets (adr metering points) of the usage point, for its Related assets tab. */
  relatedAssets: (org: number, id: string) =>
    queryOptions({
      queryKey: datalakeKeys.relatedAssets(org, id),
      queryFn: ({ signal }) => adrApi.assets(org, { usagePointId: id }, signal),
    }),
  readings: (
    org: number,
    id: string,
    channelId: number,
    range: QueryRange,
    query: Omit<ReadingsQuery, 'fromDate' | 'toDate'>,
  ) =>
    queryOptions({
      queryKey: datalakeKeys.readings(org, id, channelId, rangeKey(range), query),
      // Cancelled through the signal once nothing shows it (another tab of the usage point).
      queryFn: ({ signal }) =>
        datalakeApi.readings(org, id, channelId, { ...currentRange(range), ...query }, signal),
    }),
  workflows: (org: number, view: WorkflowView) =>
    queryOptions({
      queryKey: datalakeKeys.workflows(org, view),
      queryFn: () => datalakeApi.workflows(org, view),
    }),
  workflow: (org: number, uid: string) =>
    queryOptions({
      queryKey: datalakeKeys.workflow(org, uid),
      queryFn: () => datalakeApi.workflow(org, uid),
    }),
};
