import { sessionKeys } from '../../shared/session';

/** Query keys of the settings module; the user's configuration is session data. */
export const settingsKeys = {
  all: ['settings'] as const,
  userConfiguration: sessionKeys.configuration,
};
