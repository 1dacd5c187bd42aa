import { defineMessages } from '../../../shared/i18n';

export const readingsMessages = defineMessages({
  interval: { id: 'datalake.readings.interval', defaultMessage: 'Interval' },
  aggregation: { id: 'datalake.readings.aggregation', defaultMessage: 'Aggregation' },
  accumulation: { id: 'datalake.readings.accumulation', defaultMessage: 'Accumulation' },
  macroPeriod: { id: 'datalake.readings.macroPeriod', defaultMessage: 'Macro period' },
  stridePeriod: { id: 'datalake.readings.stridePeriod', defaultMessage: 'Stride period' },
  PT15M: { id: 'datalake.readings.PT15M', defaultMessage: '15 minutes' },
  PT1H: { id: 'datalake.readings.PT1H', defaultMessage: '1 hour' },
  None: { id: 'datalake.readings.none', defaultMessage: 'None' },
  Sum: { id: 'datalake.readings.sum', defaultMessage: 'Sum' },
  Average: { id: 'datalake.readings.average', defaultMessage: 'Average' },
  Minimum: { id: 'datalake.readings.minimum', defaultMessage: 'Minimum' },
  Maximum: { id: 'datalake.readings.maximum', defaultMessage: 'Maximum' },
  Summation: { id: 'datalake.readings.summation', defaultMessage: 'Summation' },
  Daily: { id: 'datalake.readings.daily', defaultMessage: 'Daily' },
  Weekly: { id: 'datalake.readings.weekly', defaultMessage: 'Weekly' },
  Monthly: { id: 'datalake.readings.monthly', defaultMessage: 'Monthly' },
  chart: { id: 'datalake.readings.chart', defaultMessage: 'Readings of {channel} in kWh' },
  table: { id: 'datalake.readings.table', defaultMessage: 'Readings of {channel}' },
  time: { id: 'datalake.readings.time', defaultMessage: 'Time' },
  value: { id: 'datalake.readings.value', defaultMessage: 'kWh' },
  count: { id: 'datalake.readings.count', defaultMessage: 'Values' },
  empty: { id: 'datalake.readings.empty', defaultMessage: 'No readings in this range.' },
  zone: { id: 'datalake.readings.zone', defaultMessage: 'Days, weeks and months of {zone}' },
  macroHelp: {
    id: 'datalake.readings.macroHelp',
    defaultMessage:
      'Macro period: puts the readings together by days, weeks (from Monday) or months of the organization’s time zone; None keeps the interval.',
  },
  strideHelp: {
    id: 'datalake.readings.strideHelp',
    defaultMessage:
      'Stride period: with Summation, the running total starts again at each day, week or month; None adds up over the whole range.',
  },
  week: { id: 'datalake.readings.week', defaultMessage: 'Week of {date}' },
  partial: { id: 'datalake.readings.partial', defaultMessage: '{period} (partial)' },
  partialNote: {
    id: 'datalake.readings.partialNote',
    defaultMessage:
      '(partial): the date range covers only part of that period, so it holds fewer values than a whole one.',
  },
});
