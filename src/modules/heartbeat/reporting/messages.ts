import { defineMessages } from '../../../shared/i18n';

/** The reporting page (spec 2.2): all flows over the range and a compare period. */
export const reportingMessages = defineMessages({
  heading: { id: 'heartbeat.reporting.heading', defaultMessage: 'Reporting' },
  filters: { id: 'heartbeat.reporting.filters', defaultMessage: 'Report filters' },
  preset: { id: 'heartbeat.reporting.preset', defaultMessage: 'Filter preset' },
  presetAll: { id: 'heartbeat.reporting.preset.all', defaultMessage: 'Show all flows' },
  presetFailing: {
    id: 'heartbeat.reporting.preset.failing',
    defaultMessage: 'Show flows with failures',
  },
  presetActive: {
    id: 'heartbeat.reporting.preset.active',
    defaultMessage: 'Show flows with messages',
  },
  search: { id: 'heartbeat.reporting.search', defaultMessage: 'Flow ID' },
  searchPlaceholder: {
    id: 'heartbeat.reporting.searchPlaceholder',
    defaultMessage: 'Search by flow ID',
  },
  compare: { id: 'heartbeat.reporting.compare', defaultMessage: 'Compare with' },
  comparePrevious: {
    id: 'heartbeat.reporting.compare.previous',
    defaultMessage: 'Previous period',
  },
  compareChosen: { id: 'heartbeat.reporting.compare.chosen', defaultMessage: 'Chosen period' },
  compareStart: {
    id: 'heartbeat.reporting.compare.start',
    defaultMessage: 'Compare period starts on',
  },
  compareStartHint: {
    id: 'heartbeat.reporting.compare.startHint',
    defaultMessage: 'At the range’s start time, as long as the range',
  },
  period: {
    id: 'heartbeat.reporting.period',
    defaultMessage: 'Period',
  },
  comparePeriod: {
    id: 'heartbeat.reporting.comparePeriod',
    defaultMessage: 'Compare period',
  },
  timeZone: { id: 'heartbeat.reporting.timeZone', defaultMessage: 'Time zone' },
  periodText: { id: 'heartbeat.reporting.periodText', defaultMessage: '{from} – {to}' },
  shown: {
    id: 'heartbeat.reporting.shown',
    defaultMessage: '{shown} of {total} flows',
  },
  table: { id: 'heartbeat.reporting.table', defaultMessage: 'Messages per flow' },
  empty: { id: 'heartbeat.reporting.empty', defaultMessage: 'No flows match the filter.' },
  columnFlow: { id: 'heartbeat.reporting.column.flow', defaultMessage: 'Flow ID' },
  columnReceived: { id: 'heartbeat.reporting.column.received', defaultMessage: 'Received' },
  columnSuccessful: {
    id: 'heartbeat.reporting.column.successful',
    defaultMessage: 'Successful',
  },
  columnFailed: { id: 'heartbeat.reporting.column.failed', defaultMessage: 'Failed' },
  columnFailureRate: {
    id: 'heartbeat.reporting.column.failureRate',
    defaultMessage: 'Failure rate (%)',
  },
  columnCompareReceived: {
    id: 'heartbeat.reporting.column.compareReceived',
    defaultMessage: 'Received (compare)',
  },
  columnCompareSuccessful: {
    id: 'heartbeat.reporting.column.compareSuccessful',
    defaultMessage: 'Successful (compare)',
  },
  columnCompareFailed: {
    id: 'heartbeat.reporting.column.compareFailed',
    defaultMessage: 'Failed (compare)',
  },
  columnCompareFailureRate: {
    id: 'heartbeat.reporting.column.compareFailureRate',
    defaultMessage: 'Failure rate (compare, %)',
  },
  chartPeriod: {
    id: 'heartbeat.reporting.chart.period',
    defaultMessage: 'Messages in the period',
  },
  chartCompare: {
    id: 'heartbeat.reporting.chart.compare',
    defaultMessage: 'Messages in the compare period',
  },
  exportXlsx: { id: 'heartbeat.reporting.export.xlsx', defaultMessage: 'Export to xlsx' },
  exportCsv: { id: 'heartbeat.reporting.export.csv', defaultMessage: 'Download CSV' },
  exportFailed: {
    id: 'heartbeat.reporting.export.failed',
    defaultMessage: 'Something went wrong when exporting the report',
  },
  sheetName: { id: 'heartbeat.reporting.sheetName', defaultMessage: 'Report' },
});
