import { defineMessages } from '../../i18n';

export const offlineMessages = defineMessages({
  fetchedAt: { id: 'ui.offline.fetchedAt', defaultMessage: 'Data fetched {time}' },
  needsServer: {
    id: 'ui.offline.needsServer',
    defaultMessage: 'Not available offline: this needs a connection to the server.',
  },
});
