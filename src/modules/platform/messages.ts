import { defineMessages } from '../../shared/i18n';

export const platformMessages = defineMessages({
  moduleName: { id: 'platform.module.name', defaultMessage: 'Platform' },
  statusTitle: { id: 'platform.status.title', defaultMessage: 'Status' },
  statusHeading: { id: 'platform.status.heading', defaultMessage: 'Platform status' },
  checkedAt: { id: 'platform.status.checkedAt', defaultMessage: 'Checked {time}' },
  columnName: { id: 'platform.status.column.name', defaultMessage: 'Service name' },
  columnStatus: { id: 'platform.status.column.status', defaultMessage: 'Status' },
  columnVersion: { id: 'platform.status.column.version', defaultMessage: 'Version' },
  columnStarted: { id: 'platform.status.column.started', defaultMessage: 'Started' },
  restartedAt: { id: 'platform.status.restartedAt', defaultMessage: 'restarted {time}' },
  empty: { id: 'platform.status.empty', defaultMessage: 'No services reported.' },
  unknownSince: {
    id: 'platform.status.unknownSince',
    defaultMessage:
      'Status unknown since {time}: the server cannot be reached. The states below are the last known.',
  },
  lastKnown: { id: 'platform.status.lastKnown', defaultMessage: 'last known: {state}' },
  tableCaption: {
    id: 'platform.status.caption',
    defaultMessage: 'Services of the platform and their state',
  },
});

export const stateMessages = defineMessages({
  UP: { id: 'platform.status.state.up', defaultMessage: 'Up' },
  DOWN: { id: 'platform.status.state.down', defaultMessage: 'Down' },
  UNKNOWN: { id: 'platform.status.state.unknown', defaultMessage: 'Unknown' },
  RESTART: { id: 'platform.status.state.restart', defaultMessage: 'Restarted' },
});
