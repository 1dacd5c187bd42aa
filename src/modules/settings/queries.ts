import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configApi } from '../../shared/api';
import type { UserConfiguration } from '../../shared/contracts';
import { settingsKeys } from './keys';

interface SaveUserConfiguration {
  organizationId: number;
  userId: number;
  configuration: Partial<UserConfiguration>;
}

/** Saves the user's configuration, then reloads it so locale and theme follow (spec 2.4). */
export function useSaveUserConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, userId, configuration }: SaveUserConfiguration) =>
      configApi.saveUserConfiguration(organizationId, userId, configuration),
    onSuccess: (_saved, { organizationId, userId }) =>
      queryClient.invalidateQueries({
        queryKey: settingsKeys.userConfiguration(organizationId, userId),
      }),
  });
}
