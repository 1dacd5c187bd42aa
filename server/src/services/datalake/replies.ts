import type {
  EndDevice,
  MeterMultiplier,
  MeterReadings,
  ReadingPoint,
  UsagePointChannel,
  UsagePointDetail,
  UsagePointLocation,
  UsagePointMessage,
  UsagePointPage,
  UsagePointSummary,
  Workflow,
  WorkflowArtifact,
} from '@contracts/datalake';
import * as s from '../../lib/schemas';

/** UsagePointPage of src/shared/contracts/datalake. */
export const usagePointPageReply = s.contractReply<UsagePointPage>()({
  items: s.replyList(
    s.contractReply<UsagePointSummary>()({
      usagePointId: s.text,
      endDeviceId: s.text,
      address: s.text,
      city: s.text,
      serviceCategory: s.text,
      usagePointType: s.text,
    }),
  ),
  total: s.num,
  offset: s.num,
  limit: s.num,
});

const endDeviceReply = s.contractReply<EndDevice>()({
  mrId: s.text,
  serialNumber: s.text,
  manufacturer: s.text,
  modelNumber: s.text,
  modelVersion: s.text,
  amrSystem: s.text,
  capability: s.text,
  category: s.text,
  communication: s.text,
  electricMetering: s.text,
  isSolidState: s.bool,
  isVirtual: s.bool,
  onRequestRead: s.bool,
  outageHistory: s.text,
  phaseCount: s.num,
  ratedCurrent: s.num,
  ratedVoltage: s.num,
  status: s.text,
  textMessage: s.text,
  type: s.text,
});

/** UsagePointDetail of src/shared/contracts/datalake. */
export const usagePointReply = s.contractReply<UsagePointDetail>()({
  usagePointId: s.text,
  endDeviceId: s.text,
  mrId: s.text,
  phaseCode: s.text,
  ratedCurrent: s.num,
  ratedVoltage: s.num,
  serviceCategory: s.text,
  usagePointType: s.text,
  virtual: s.bool,
  amiBillingReady: s.text,
  flags: s.replyList(s.text),
  channels: s.replyList(
    s.contractReply<UsagePointChannel>()({
      channelId: s.num,
      mrId: s.text,
      name: s.text,
      kind: s.text,
      readingTypeRef: s.text,
      isVirtual: s.bool,
      dateInterval: s.text,
      value: s.nullableNum,
    }),
  ),
  multipliers: s.replyList(
    s.contractReply<MeterMultiplier>()({ id: s.text, type: s.text, value: s.num }),
  ),
  location: s.contractReply<UsagePointLocation>()({
    address: s.text,
    coordinates: s.contractReply<UsagePointLocation['coordinates']>()({
      latitude: s.num,
      longitude: s.num,
    }),
    coordinateSystem: s.text,
    direction: s.text,
    geoInfoReference: s.text,
    timeZone: s.text,
  }),
  endDevice: endDeviceReply,
});

/** UsagePointMessage of src/shared/contracts/datalake. */
export const messagesReply = s.replyList(
  s.contractReply<UsagePointMessage>()({
    issuer: s.text,
    issuerTrackingId: s.text,
    ref: s.text,
    severity: s.text,
    timestamp: s.text,
  }),
);

/** MeterReadings of src/shared/contracts/datalake. */
export const readingsReply = s.contractReply<MeterReadings>()({
  channelId: s.num,
  timeZone: s.text,
  fromDate: s.num,
  toDate: s.num,
  interval: s.text,
  aggregation: s.text,
  accumulation: s.text,
  macroPeriod: s.text,
  stridePeriod: s.text,
  points: s.replyList(s.contractReply<ReadingPoint>()({ t: s.num, value: s.num, count: s.num })),
});

/** Workflow of src/shared/contracts/datalake. */
export const workflowReply = s.contractReply<Workflow>()({
  uid: s.text,
  name: s.text,
  phase: s.text,
  startedAt: s.text,
  finishedAt: s.nullableText,
  artifacts: s.replyList(
    s.contractReply<WorkflowArtifact>()({ name: s.text, type: s.text, size: s.num }),
  ),
});
