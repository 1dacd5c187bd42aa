import { defineMessages } from '../../../shared/i18n';

export const usagePointsMessages = defineMessages({
  heading: { id: 'datalake.usagePoints.heading', defaultMessage: 'Usage points' },
  search: { id: 'datalake.usagePoints.search', defaultMessage: 'Search' },
  searchHint: {
    id: 'datalake.usagePoints.searchHint',
    defaultMessage: 'Usage point id, meter id or address',
  },
  table: { id: 'datalake.usagePoints.table', defaultMessage: 'Usage points' },
  columnId: { id: 'datalake.usagePoints.columnId', defaultMessage: 'Usage point' },
  columnMeter: { id: 'datalake.usagePoints.columnMeter', defaultMessage: 'Meter' },
  columnAddress: { id: 'datalake.usagePoints.columnAddress', defaultMessage: 'Address' },
  columnCity: { id: 'datalake.usagePoints.columnCity', defaultMessage: 'City' },
  columnType: { id: 'datalake.usagePoints.columnType', defaultMessage: 'Type' },
  shown: {
    id: 'datalake.usagePoints.shown',
    defaultMessage:
      'Showing {shown} of {total, plural, one {# usage point} other {# usage points}}',
  },
  empty: { id: 'datalake.usagePoints.empty', defaultMessage: 'No usage points match.' },
});
