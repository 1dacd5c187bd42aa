import { queryOptions } from '@tanstack/react-query';
import { beatboxApi } from '../../../shared/api';
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
