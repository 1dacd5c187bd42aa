import { queryOptions } from '@tanstack/react-query';
import { beatboxApi } from '../../../shared/api';
import type { BeatboxInput } from '../../../shared/contracts';
import type { EdgeCalls } from '../edges';
import { beatboxKeys } from './keys';

/** Beatboxes of the resource registry. */
export const beatboxQueries = {
  beatboxes: (org: number) =>
    queryOptions({
      queryKey: beatboxKeys.beatboxes(org),
      queryFn: () => beatboxApi.beatboxes(org),
    }),
  beatbox: (org: number, beatboxId: number) =>
    queryOptions({
      queryKey: beatboxKeys.beatbox(org, beatboxId),
      queryFn: () => beatboxApi.beatbox(org, beatboxId),
    }),
};

/** The calls that change beatboxes (the edge hosts' page makes them). */
export const beatboxCalls: EdgeCalls<BeatboxInput> = {
  create: beatboxApi.createBeatbox,
  update: beatboxApi.updateBeatbox,
  remove: beatboxApi.deleteBeatbox,
  listKey: beatboxKeys.beatboxes,
};
