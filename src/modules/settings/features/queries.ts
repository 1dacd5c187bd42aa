import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { configApi } from '../../../shared/api';
import type { FeatureDefinition } from '../../../shared/contracts';
import { sessionKeys } from '../../../shared/session';

/** Query keys of the feature configuration (under the module's prefix). */
export const featuresKeys = {
  all: ['settings', 'features'] as const,
};

export const featuresQueries = {
  list: () => queryOptions({ queryKey: featuresKeys.all, queryFn: () => configApi.featureList() }),
};

type FeatureChange =
  | { kind: 'create'; feature: FeatureDefinition }
  | { kind: 'update'; feature: FeatureDefinition }
  | { kind: 'delete'; key: string };

/**
 * Creates, edits or deletes a feature; the list is read again, and so are the features of the
 * consoles open here, which follow at once (other consoles on their next configuration load).
 */
export function useChangeFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FeatureChange) => {
      if (change.kind === 'delete') return configApi.deleteFeature(change.key);
      const { key, ...input } = change.feature;
      return change.kind === 'create'
        ? configApi.createFeature(change.feature)
        : configApi.updateFeature(key, input);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featuresKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'features'] }),
      ]),
  });
}
