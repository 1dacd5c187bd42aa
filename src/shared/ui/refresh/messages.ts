import { defineMessages, type Message } from '../../i18n';
import type { RefreshUnit } from './refreshInterval';

export const refreshMessages = defineMessages({
  legend: { id: 'ui.refresh.legend', defaultMessage: 'Automatic refresh' },
  every: { id: 'ui.refresh.every', defaultMessage: 'Refresh every' },
  unit: { id: 'ui.refresh.unit', defaultMessage: 'Unit' },
  start: { id: 'ui.refresh.start', defaultMessage: 'Start' },
  stop: { id: 'ui.refresh.stop', defaultMessage: 'Stop' },
  refreshNow: { id: 'ui.refresh.now', defaultMessage: 'Refresh now' },
  updated: { id: 'ui.refresh.updated', defaultMessage: 'updated {time}' },
  required: { id: 'ui.refresh.required', defaultMessage: 'Field is required' },
  min: { id: 'ui.refresh.min', defaultMessage: 'Must be more then {min}.' },
});

export const refreshUnitMessages = defineMessages({
  seconds: { id: 'ui.refresh.unit.seconds', defaultMessage: 'seconds' },
  minutes: { id: 'ui.refresh.unit.minutes', defaultMessage: 'minutes' },
  hours: { id: 'ui.refresh.unit.hours', defaultMessage: 'hours' },
} satisfies Record<RefreshUnit, Message>);
