import { defineMessages } from '../../../shared/i18n';

/** The usage point's related assets (the adr API's metering points of the usage point). */
export const relatedAssetMessages = defineMessages({
  tab: { id: 'datalake.usagePoint.assets.tab', defaultMessage: 'Related assets' },
  table: { id: 'datalake.usagePoint.assets.table', defaultMessage: 'Related assets' },
  none: {
    id: 'datalake.usagePoint.assets.none',
    defaultMessage: 'No assets are linked to this usage point.',
  },
  meteringPoint: {
    id: 'datalake.usagePoint.assets.meteringPoint',
    defaultMessage: 'Metering point',
  },
  meter: { id: 'datalake.usagePoint.assets.meter', defaultMessage: 'Meter' },
  commodity: { id: 'datalake.usagePoint.assets.commodity', defaultMessage: 'Commodity' },
  status: { id: 'datalake.usagePoint.assets.status', defaultMessage: 'Status' },
  connection: { id: 'datalake.usagePoint.assets.connection', defaultMessage: 'Connection' },
  open: {
    id: 'datalake.usagePoint.assets.open',
    defaultMessage: 'Open metering point {mrId} in Assets',
  },
});
