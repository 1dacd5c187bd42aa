import { defineMessages, type Message } from '../../i18n';
import type { PresetKind, PresetUnit, QuickDateKey, RangeError } from './dateRange';

export const dateRangeMessages = defineMessages({
  open: { id: 'shared.dateRange.open', defaultMessage: 'Date range: {range}' },
  dialog: { id: 'shared.dateRange.dialog', defaultMessage: 'Choose a date range' },
  value: { id: 'shared.dateRange.value', defaultMessage: '{from} – {to}' },
  liveValue: { id: 'shared.dateRange.liveValue', defaultMessage: '{from} – now' },
  quickDates: { id: 'shared.dateRange.quickDates', defaultMessage: 'Quick dates' },
  range: { id: 'shared.dateRange.range', defaultMessage: 'Range' },
  amount: { id: 'shared.dateRange.amount', defaultMessage: 'Number' },
  unit: { id: 'shared.dateRange.unit', defaultMessage: 'Unit' },
  editedEnd: { id: 'shared.dateRange.editedEnd', defaultMessage: 'End of the range to edit' },
  start: { id: 'shared.dateRange.start', defaultMessage: 'Start' },
  end: { id: 'shared.dateRange.end', defaultMessage: 'End' },
  startingDate: { id: 'shared.dateRange.startingDate', defaultMessage: 'Starting Date' },
  startingTime: { id: 'shared.dateRange.startingTime', defaultMessage: 'Starting Time' },
  endingDate: { id: 'shared.dateRange.endingDate', defaultMessage: 'Ending Date' },
  endingTime: { id: 'shared.dateRange.endingTime', defaultMessage: 'Ending Time' },
  datePlaceholder: { id: 'shared.dateRange.datePlaceholder', defaultMessage: 'YYYY-MM-DD' },
  timePlaceholder: { id: 'shared.dateRange.timePlaceholder', defaultMessage: 'hh:mm:ss' },
  calendar: { id: 'shared.dateRange.calendar', defaultMessage: 'Calendar' },
  apply: { id: 'shared.dateRange.apply', defaultMessage: 'Apply' },
  history: { id: 'shared.dateRange.history', defaultMessage: 'Time history' },
  zone: { id: 'shared.dateRange.zone', defaultMessage: 'Times in {zone}' },
  historyPlaceholder: {
    id: 'shared.dateRange.historyPlaceholder',
    defaultMessage: 'Recent ranges',
  },
});

export const quickDateMessages = defineMessages({
  today: { id: 'shared.dateRange.quick.today', defaultMessage: 'Today' },
  yesterday: { id: 'shared.dateRange.quick.yesterday', defaultMessage: 'Yesterday' },
  lastWeek: { id: 'shared.dateRange.quick.lastWeek', defaultMessage: 'Last Week' },
  lastMonth: { id: 'shared.dateRange.quick.lastMonth', defaultMessage: 'Last Month' },
  last3Months: { id: 'shared.dateRange.quick.last3Months', defaultMessage: 'Last 3 Months' },
  last6Months: { id: 'shared.dateRange.quick.last6Months', defaultMessage: 'Last 6 Months' },
  last12Months: { id: 'shared.dateRange.quick.last12Months', defaultMessage: 'Last 12 Months' },
} satisfies Record<QuickDateKey, Message>);

export const presetMessages = defineMessages({
  last: { id: 'shared.dateRange.preset.last', defaultMessage: 'Last…' },
  thisWeek: { id: 'shared.dateRange.preset.thisWeek', defaultMessage: 'This week' },
  lastWeek: { id: 'shared.dateRange.preset.lastWeek', defaultMessage: 'Last week' },
  thisMonth: { id: 'shared.dateRange.preset.thisMonth', defaultMessage: 'This month' },
  lastMonth: { id: 'shared.dateRange.preset.lastMonth', defaultMessage: 'Last month' },
  custom: { id: 'shared.dateRange.preset.custom', defaultMessage: 'Custom' },
  live: { id: 'shared.dateRange.preset.live', defaultMessage: 'Live' },
} satisfies Record<PresetKind, Message>);

export const presetUnitMessages = defineMessages({
  minutes: { id: 'shared.dateRange.unit.minutes', defaultMessage: 'minutes' },
  hours: { id: 'shared.dateRange.unit.hours', defaultMessage: 'hours' },
  days: { id: 'shared.dateRange.unit.days', defaultMessage: 'days' },
  months: { id: 'shared.dateRange.unit.months', defaultMessage: 'months' },
  years: { id: 'shared.dateRange.unit.years', defaultMessage: 'years' },
} satisfies Record<PresetUnit, Message>);

/** Validation messages of spec 5, verbatim. */
export const rangeErrorMessages = defineMessages({
  startAfterEnd: {
    id: 'shared.dateRange.error.startAfterEnd',
    defaultMessage: 'Start date cannot be after end date',
  },
  endBeforeStart: {
    id: 'shared.dateRange.error.endBeforeStart',
    defaultMessage: 'End date cannot be before start date',
  },
  invalid: { id: 'shared.dateRange.error.invalid', defaultMessage: 'Date is invalid' },
} satisfies Record<RangeError, Message>);
