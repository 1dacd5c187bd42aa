import { defineMessages, type Message } from '../../i18n';
import type { RefreshUnit } from './refreshInterval';
import { fieldMessages } from '../messages';

export const refreshMessages = defineMessages({
  legend: { id: 'shared.refresh.legend', defaultMessage: 'Automatic refresh' },
  every: { id: 'shared.refresh.every', defaultMessage: 'Refresh every' },
  unit: { id: 'shared.refresh.unit', defaultMessage: 'Unit' },
  start: { id: 'shared.refresh.start', defaultMessage: 'Start' },
  stop: { id: 'shared.refresh.stop', defaultMessage: 'Stop' },
  refreshNow: { id: 'shared.refresh.now', defaultMessage: 'Refresh now' },
  updated: { id: 'shared.refresh.updated', defaultMessage: 'updated {time}' },
  updatedFailed: {
    id: 'shared.refresh.updatedFailed',
    defaultMessage: 'updated {time}; the last refresh failed',
  },
  required: fieldMessages.required,
  min: fieldMessages.moreThan,
});

export const refreshUnitMessages = defineMessages({
  seconds: { id: 'shared.refresh.unit.seconds', defaultMessage: 'seconds' },
  minutes: { id: 'shared.refresh.unit.minutes', defaultMessage: 'minutes' },
  hours: { id: 'shared.refresh.unit.hours', defaultMessage: 'hours' },
} satisfies Record<RefreshUnit, Message>);
