import { defineMessages } from '../../shared/i18n';

export const networkMessages = defineMessages({
  offline: {
    id: 'network.banner.offline',
    defaultMessage: 'You are offline, showing data from {time}.',
  },
  offlineNoData: { id: 'network.banner.offlineNoData', defaultMessage: 'You are offline.' },
  unreachable: {
    id: 'network.banner.unreachable',
    defaultMessage: 'The server cannot be reached, showing data from {time}.',
  },
  unreachableNoData: {
    id: 'network.banner.unreachableNoData',
    defaultMessage: 'The server cannot be reached.',
  },
  sessionUnavailable: {
    id: 'network.session.unavailable',
    defaultMessage:
      'Your workspace cannot be loaded: the server cannot be reached and nothing of it is saved on this device yet.',
  },
});
