import { defineMessages } from '../../i18n';

export const offlineMessages = defineMessages({
  fetchedAt: { id: 'shared.offline.fetchedAt', defaultMessage: 'Data fetched {time}' },
  needsServer: {
    id: 'shared.offline.needsServer',
    defaultMessage: 'Not available offline: this needs a connection to the server.',
  },
});
