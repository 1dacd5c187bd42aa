import { defineMessages } from '../../shared/i18n';

export const pwaMessages = defineMessages({
  updateReady: {
    id: 'pwa.update.ready',
    defaultMessage: 'A new version of Connect is available.',
  },
  updatedElsewhere: {
    id: 'pwa.update.elsewhere',
    defaultMessage: 'Connect was updated in another window. Reload to use the new version.',
  },
  reload: { id: 'pwa.update.reload', defaultMessage: 'Reload' },
  later: { id: 'pwa.update.later', defaultMessage: 'Later' },
});
