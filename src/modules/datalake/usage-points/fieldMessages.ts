import { defineMessages, type Message } from '../../../shared/i18n';

/**
 * The names of a usage point's fields (DetailsTab) in words. The field's code as the Data
 * Lake API spells it (mrId, phaseCode) stays beside it, small, for an operator who needs it.
 */
export const usagePointFieldMessages: Readonly<Record<string, Message>> = defineMessages({
  mrId: { id: 'datalake.usagePoint.field.mrId', defaultMessage: 'Meter reading ID' },
  phaseCode: { id: 'datalake.usagePoint.field.phaseCode', defaultMessage: 'Phases' },
  ratedCurrent: { id: 'datalake.usagePoint.field.ratedCurrent', defaultMessage: 'Rated current' },
  ratedVoltage: { id: 'datalake.usagePoint.field.ratedVoltage', defaultMessage: 'Rated voltage' },
  serviceCategory: {
    id: 'datalake.usagePoint.field.serviceCategory',
    defaultMessage: 'Service category',
  },
  usagePointType: {
    id: 'datalake.usagePoint.field.usagePointType',
    defaultMessage: 'Usage point type',
  },
  virtual: { id: 'datalake.usagePoint.field.virtual', defaultMessage: 'Virtual' },
  amiBillingReady: {
    id: 'datalake.usagePoint.field.amiBillingReady',
    defaultMessage: 'Ready for smart meter billing',
  },
  flags: { id: 'datalake.usagePoint.field.flags', defaultMessage: 'Flags' },
  address: { id: 'datalake.usagePoint.field.address', defaultMessage: 'Address' },
  coordinates: { id: 'datalake.usagePoint.field.coordinates', defaultMessage: 'Coordinates' },
  coordinateSystem: {
    id: 'datalake.usagePoint.field.coordinateSystem',
    defaultMessage: 'Coordinate system',
  },
  direction: { id: 'datalake.usagePoint.field.direction', defaultMessage: 'Directions' },
  geoInfoReference: {
    id: 'datalake.usagePoint.field.geoInfoReference',
    defaultMessage: 'Map reference',
  },
  timeZone: { id: 'datalake.usagePoint.field.timeZone', defaultMessage: 'Time zone' },
  serialNumber: { id: 'datalake.usagePoint.field.serialNumber', defaultMessage: 'Serial number' },
  manufacturer: { id: 'datalake.usagePoint.field.manufacturer', defaultMessage: 'Manufacturer' },
  modelNumber: { id: 'datalake.usagePoint.field.modelNumber', defaultMessage: 'Model number' },
  modelVersion: { id: 'datalake.usagePoint.field.modelVersion', defaultMessage: 'Model version' },
  amrSystem: {
    id: 'datalake.usagePoint.field.amrSystem',
    defaultMessage: 'Meter reading system',
  },
  capability: { id: 'datalake.usagePoint.field.capability', defaultMessage: 'Capabilities' },
  category: { id: 'datalake.usagePoint.field.category', defaultMessage: 'Category' },
  communication: {
    id: 'datalake.usagePoint.field.communication',
    defaultMessage: 'Communication',
  },
  electricMetering: {
    id: 'datalake.usagePoint.field.electricMetering',
    defaultMessage: 'Electricity meter',
  },
  isSolidState: { id: 'datalake.usagePoint.field.isSolidState', defaultMessage: 'Solid state' },
  isVirtual: { id: 'datalake.usagePoint.field.isVirtual', defaultMessage: 'Virtual' },
  onRequestRead: {
    id: 'datalake.usagePoint.field.onRequestRead',
    defaultMessage: 'Can be read on request',
  },
  outageHistory: {
    id: 'datalake.usagePoint.field.outageHistory',
    defaultMessage: 'Outage history',
  },
  phaseCount: { id: 'datalake.usagePoint.field.phaseCount', defaultMessage: 'Number of phases' },
  status: { id: 'datalake.usagePoint.field.status', defaultMessage: 'Status' },
  textMessage: { id: 'datalake.usagePoint.field.textMessage', defaultMessage: 'Text message' },
  type: { id: 'datalake.usagePoint.field.type', defaultMessage: 'Type' },
  kind: { id: 'datalake.usagePoint.field.kind', defaultMessage: 'Kind' },
  readingTypeRef: {
    id: 'datalake.usagePoint.field.readingTypeRef',
    defaultMessage: 'Reading type',
  },
  dateInterval: { id: 'datalake.usagePoint.field.dateInterval', defaultMessage: 'Period' },
  value: { id: 'datalake.usagePoint.field.value', defaultMessage: 'Value' },
});
