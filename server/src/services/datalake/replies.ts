import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

/** UsagePointPage of src/shared/contracts/datalake. */
export const usagePointPageReply = replyObject({
  items: replyList(
    replyObject({
      usagePointId: text,
      endDeviceId: text,
      address: text,
      city: text,
      serviceCategory: text,
      usagePointType: text,
    }),
  ),
  total: num,
  offset: num,
  limit: num,
});

const endDeviceReply = replyObject({
  mrId: text,
  serialNumber: text,
  manufacturer: text,
  modelNumber: text,
  modelVersion: text,
  amrSystem: text,
  capability: text,
  category: text,
  communication: text,
  electricMetering: text,
  isSolidState: bool,
  isVirtual: bool,
  onRequestRead: bool,
  outageHistory: text,
  phaseCount: num,
  ratedCurrent: num,
  ratedVoltage: num,
  status: text,
  textMessage: text,
  type: text,
});

/** UsagePointDetail of src/shared/contracts/datalake. */
export const usagePointReply = replyObject({
  usagePointId: text,
  endDeviceId: text,
  mrId: text,
  phaseCode: text,
  ratedCurrent: num,
  ratedVoltage: num,
  serviceCategory: text,
  usagePointType: text,
  virtual: bool,
  amiBillingReady: text,
  flags: replyList(text),
  channels: replyList(
    replyObject({
      channelId: num,
      mrId: text,
      name: text,
      kind: text,
      readingTypeRef: text,
      isVirtual: bool,
      dateInterval: text,
      value: nullableNum,
    }),
  ),
  multipliers: replyList(replyObject({ id: text, type: text, value: num })),
  location: replyObject({
    address: text,
    coordinates: replyObject({ latitude: num, longitude: num }),
    coordinateSystem: text,
    direction: text,
    geoInfoReference: text,
    timeZone: text,
  }),
  endDevice: endDeviceReply,
});

export const messagesReply = replyList(
  replyObject({
    issuer: text,
    issuerTrackingId: text,
    ref: text,
    severity: text,
    timestamp: text,
  }),
);

/** MeterReadings of src/shared/contracts/datalake. */
export const readingsReply = replyObject({
  channelId: num,
  timeZone: text,
  fromDate: num,
  toDate: num,
  interval: text,
  aggregation: text,
  accumulation: text,
  macroPeriod: text,
  stridePeriod: text,
  points: replyList(replyObject({ t: num, value: num, count: num })),
});

export const workflowReply = replyObject({
  uid: text,
  name: text,
  phase: text,
  startedAt: text,
  finishedAt: nullableText,
  artifacts: replyList(replyObject({ name: text, type: text, size: num })),
});
