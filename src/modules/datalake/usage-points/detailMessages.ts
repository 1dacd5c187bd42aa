import { defineMessages } from '../../../shared/i18n';

export const usagePointMessages = defineMessages({
  back: { id: 'datalake.usagePoint.back', defaultMessage: 'Back to usage points' },
  notFound: {
    id: 'datalake.usagePoint.notFound',
    defaultMessage: 'We could not find usage point.',
  },
  tabs: { id: 'datalake.usagePoint.tabs', defaultMessage: 'Usage point sections' },
  tabDetails: { id: 'datalake.usagePoint.tabDetails', defaultMessage: 'Details' },
  tabMessages: { id: 'datalake.usagePoint.tabMessages', defaultMessage: 'Message log' },
  tabReadings: { id: 'datalake.usagePoint.tabReadings', defaultMessage: 'Meter readings' },
  details: { id: 'datalake.usagePoint.details', defaultMessage: 'Details' },
  channels: { id: 'datalake.usagePoint.channels', defaultMessage: 'Channels' },
  meter: { id: 'datalake.usagePoint.meter', defaultMessage: 'Meter (end device)' },
  multipliers: { id: 'datalake.usagePoint.multipliers', defaultMessage: 'Meter multipliers' },
  location: { id: 'datalake.usagePoint.location', defaultMessage: 'Location' },
  yes: { id: 'datalake.usagePoint.yes', defaultMessage: 'Yes' },
  no: { id: 'datalake.usagePoint.no', defaultMessage: 'No' },
  kwh: { id: 'datalake.usagePoint.kwh', defaultMessage: '{value} kWh' },
  none: { id: 'datalake.usagePoint.none', defaultMessage: 'None' },
  messagesTable: { id: 'datalake.usagePoint.messagesTable', defaultMessage: 'Message log' },
  issuer: { id: 'datalake.usagePoint.issuer', defaultMessage: 'Issuer' },
  trackingId: { id: 'datalake.usagePoint.trackingId', defaultMessage: 'Issuer tracking id' },
  ref: { id: 'datalake.usagePoint.ref', defaultMessage: 'Ref' },
  severity: { id: 'datalake.usagePoint.severity', defaultMessage: 'Severity' },
  timestamp: { id: 'datalake.usagePoint.timestamp', defaultMessage: 'Timestamp' },
  noMessages: { id: 'datalake.usagePoint.noMessages', defaultMessage: 'No messages.' },
});
