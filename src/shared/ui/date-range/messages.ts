import { defineMessages, type Message } from '../../i18n';
import type { PresetKind, PresetUnit, QuickDateKey, RangeError } from './dateRange';

export const dateRangeMessages = defineMessages({
  open: { id: 'ui.dateRange.open', defaultMessage: 'Date range: {range}' },
  dialog: { id: 'ui.dateRange.dialog', defaultMessage: 'Choose a date range' },
  value: { id: 'ui.dateRange.value', defaultMessage: '{from} – {to}' },
  liveValue: { id: 'ui.dateRange.liveValue', defaultMessage: '{from} – now' },
  quickDates: { id: 'ui.dateRange.quickDates', defaultMessage: 'Quick dates' },
  range: { id: 'ui.dateRange.range', defaultMessage: 'Range' },
  amount: { id: 'ui.dateRange.amount', defaultMessage: 'Number' },
  unit: { id: 'ui.dateRange.unit', defaultMessage: 'Unit' },
  editedEnd: { id: 'ui.dateRange.editedEnd', defaultMessage: 'End of the range to edit' },
  start: { id: 'ui.dateRange.start', defaultMessage: 'Start' },
  end: { id: 'ui.dateRange.end', defaultMessage: 'End' },
  startingDate: { id: 'ui.dateRange.startingDate', defaultMessage: 'Starting Date' },
  startingTime: { id: 'ui.dateRange.startingTime', defaultMessage: 'Starting Time' },
  endingDate: { id: 'ui.dateRange.endingDate', defaultMessage: 'Ending Date' },
  endingTime: { id: 'ui.dateRange.endingTime', defaultMessage: 'Ending Time' },
  datePlaceholder: { id: 'ui.dateRange.datePlaceholder', defaultMessage: 'YYYY-MM-DD' },
  timePlaceholder: { id: 'ui.dateRange.timePlaceholder', defaultMessage: 'hh:mm:ss' },
  calendar: { id: 'ui.dateRange.calendar', defaultMessage: 'Calendar' },
  apply: { id: 'ui.dateRange.apply', defaultMessage: 'Apply' },
  history: { id: 'ui.dateRange.history', defaultMessage: 'Time history' },
  historyPlaceholder: { id: 'ui.dateRange.historyPlaceholder', defaultMessage: 'Recent ranges' },
});

export const quickDateMessages = defineMessages({
  today: { id: 'ui.dateRange.quick.today', defaultMessage: 'Today' },
  yesterday: { id: 'ui.dateRange.quick.yesterday', defaultMessage: 'Yesterday' },
  lastWeek: { id: 'ui.dateRange.quick.lastWeek', defaultMessage: 'Last Week' },
  lastMonth: { id: 'ui.dateRange.quick.lastMonth', defaultMessage: 'Last Month' },
  last3Months: { id: 'ui.dateRange.quick.last3Months', defaultMessage: 'Last 3 Months' },
  last6Months: { id: 'ui.dateRange.quick.last6Months', defaultMessage: 'Last 6 Months' },
  last12Months: { id: 'ui.dateRange.quick.last12Months', defaultMessage: 'Last 12 Months' },
} satisfies Record<QuickDateKey, Message>);

export const presetMessages = defineMessages({
  last: { id: 'ui.dateRange.preset.last', defaultMessage: 'Last…' },
  thisWeek: { id: 'ui.dateRange.preset.thisWeek', defaultMessage: 'This week' },
  lastWeek: { id: 'ui.dateRange.preset.lastWeek', defaultMessage: 'Last week' },
  thisMonth: { id: 'ui.dateRange.preset.thisMonth', defaultMessage: 'This month' },
  lastMonth: { id: 'ui.dateRange.preset.lastMonth', defaultMessage: 'Last month' },
  custom: { id: 'ui.dateRange.preset.custom', defaultMessage: 'Custom' },
  live: { id: 'ui.dateRange.preset.live', defaultMessage: 'Live' },
} satisfies Record<PresetKind, Message>);

export const presetUnitMessages = defineMessages({
  minutes: { id: 'ui.dateRange.unit.minutes', defaultMessage: 'minutes' },
  hours: { id: 'ui.dateRange.unit.hours', defaultMessage: 'hours' },
  days: { id: 'ui.dateRange.unit.days', defaultMessage: 'days' },
  months: { id: 'ui.dateRange.unit.months', defaultMessage: 'months' },
  years: { id: 'ui.dateRange.unit.years', defaultMessage: 'years' },
} satisfies Record<PresetUnit, Message>);

/** Validation messages of spec 5, verbatim. */
export const rangeErrorMessages = defineMessages({
  startAfterEnd: {
    id: 'ui.dateRange.error.startAfterEnd',
    defaultMessage: 'Start date cannot be after end date',
  },
  endBeforeStart: {
    id: 'ui.dateRange.error.endBeforeStart',
    defaultMessage: 'End date cannot be before start date',
  },
  invalid: { id: 'ui.dateRange.error.invalid', defaultMessage: 'Date is invalid' },
} satisfies Record<RangeError, Message>);
