import { defineMessages } from '../../i18n';

export const offlineMessages = defineMessages({
  fetchedAt: { id: 'shared.offline.fetchedAt', defaultMessage: 'Data fetched {time}' },
  needsServer: {
    id: 'shared.offline.needsServer',
    defaultMessage: 'Not available offline: this needs a connection to the server.',
  },
  pageNotKept: {
    id: 'shared.offline.pageNotKept',
    defaultMessage:
      'This page was not kept for use offline: it was not opened on this device while online. It loads once the connection is back; open the pages you need while online to have them offline.',
  },
  partNotKept: {
    id: 'shared.offline.partNotKept',
    defaultMessage:
      'Part of this page was not kept for use offline: it was not opened on this device while online. It loads once the connection is back.',
  },
  configurationPending: {
    id: 'shared.offline.configurationPending',
    defaultMessage:
      'Changed on this device. It is saved to your account when the server can be reached.',
  },
});
