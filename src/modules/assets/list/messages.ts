import { defineMessages } from '../../../shared/i18n';

export const assetListMessages = defineMessages({
  heading: { id: 'assets.list.heading', defaultMessage: 'Assets' },
  search: { id: 'assets.list.search', defaultMessage: 'Search' },
  searchHint: {
    id: 'assets.list.searchHint',
    defaultMessage: 'Start of an mrId, usage point, meter or city',
  },
  table: { id: 'assets.list.table', defaultMessage: 'Metering points' },
  columnMrId: { id: 'assets.list.column.mrId', defaultMessage: 'Metering point' },
  columnMeter: { id: 'assets.list.column.meter', defaultMessage: 'Meter' },
  columnCity: { id: 'assets.list.column.city', defaultMessage: 'City' },
  columnCommodity: { id: 'assets.list.column.commodity', defaultMessage: 'Commodity' },
  columnStatus: { id: 'assets.list.column.status', defaultMessage: 'Status' },
  columnConnection: { id: 'assets.list.column.connection', defaultMessage: 'Connection' },
  rowLabel: { id: 'assets.list.rowLabel', defaultMessage: 'Metering point {mrId}' },
  empty: { id: 'assets.list.empty', defaultMessage: 'No metering points match.' },
  range: {
    id: 'assets.list.range',
    defaultMessage:
      '{from}–{to} of {total, plural, one {# metering point} other {# metering points}}',
  },
  previous: { id: 'assets.list.previous', defaultMessage: 'Previous page' },
  next: { id: 'assets.list.next', defaultMessage: 'Next page' },
});
