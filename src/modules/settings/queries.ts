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
    // The saved configuration is shown at once, then read again from the server.
    onSuccess: (saved, { organizationId, userId }) => {
      const queryKey = settingsKeys.userConfiguration(organizationId, userId);
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
