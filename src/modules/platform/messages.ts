import { defineMessages } from '../../shared/i18n';

export const platformMessages = defineMessages({
  moduleName: { id: 'platform.module.name', defaultMessage: 'Platform' },
  statusTitle: { id: 'platform.status.title', defaultMessage: 'Status' },
  statusHeading: { id: 'platform.status.heading', defaultMessage: 'Platform status' },
  refresh: { id: 'platform.status.refresh', defaultMessage: 'Refresh' },
  checkedAt: { id: 'platform.status.checkedAt', defaultMessage: 'Checked {time}' },
  timeFrame: { id: 'platform.status.timeFrame', defaultMessage: 'Time frame' },
  columnName: { id: 'platform.status.column.name', defaultMessage: 'Service name' },
  columnStatus: { id: 'platform.status.column.status', defaultMessage: 'Status' },
  columnVersion: { id: 'platform.status.column.version', defaultMessage: 'Version' },
  columnStarted: { id: 'platform.status.column.started', defaultMessage: 'Started' },
  empty: { id: 'platform.status.empty', defaultMessage: 'No services reported.' },
  autoRefresh: { id: 'platform.status.autoRefresh', defaultMessage: 'Automatic refresh' },
  interval: { id: 'platform.status.interval', defaultMessage: 'Interval' },
  intervalSeconds: {
    id: 'platform.status.intervalSeconds',
    defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
  },
  intervalMinutes: {
    id: 'platform.status.intervalMinutes',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
  },
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

export const timeFrameMessages = defineMessages({
  '15m': { id: 'platform.status.timeFrame.15m', defaultMessage: 'Last 15 minutes' },
  '1h': { id: 'platform.status.timeFrame.1h', defaultMessage: 'Last hour' },
  '24h': { id: 'platform.status.timeFrame.24h', defaultMessage: 'Last 24 hours' },
  '7d': { id: 'platform.status.timeFrame.7d', defaultMessage: 'Last 7 days' },
});
