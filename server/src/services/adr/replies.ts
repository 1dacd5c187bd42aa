import type {
  ActionExecution,
  ActionPage,
  Asset,
  AssetAction,
  AssetAddress,
  AssetAuditEntry,
  AssetAuditPage,
  AssetLocation,
  AssetMultiplier,
  AssetPage,
  AssetProperty,
  AssetSummary,
  AutomationStrategy,
  ElectricityInstallation,
  LinkedMeter,
  MeterChannel,
  MeterRegister,
  MeterStatus,
  PageMeta,
} from '@contracts/assets';
import * as s from '../../lib/schemas';

const pageMeta = s.contractReply<PageMeta>()({ offset: s.num, limit: s.num, total: s.num });

/** AssetPage of src/shared/contracts/assets. */
export const assetPageReply = s.contractReply<AssetPage>()({
  data: s.replyList(
    s.contractReply<AssetSummary>()({
      id: s.num,
      mrId: s.text,
      usagePointId: s.text,
      commodity: s.text,
      status: s.text,
      connectionState: s.text,
      city: s.text,
      meterMrId: s.nullableText,
    }),
  ),
  meta: pageMeta,
});

const meterReply = s.contractReply<LinkedMeter>()({
  mrId: s.text,
  serialNumber: s.text,
  manufacturer: s.text,
  model: s.text,
  category: s.text,
  amiSystem: s.text,
  commodity: s.text,
  type: s.text,
  virtual: s.bool,
  status: s.contractReply<MeterStatus>()({
    value: s.text,
    dateTime: s.text,
    reason: s.nullableText,
    remark: s.nullableText,
  }),
  registers: s.replyList(
    s.contractReply<MeterRegister>()({
      name: s.text,
      typeRef: s.text,
      channels: s.replyList(s.text),
    }),
  ),
  channels: s.replyList(s.contractReply<MeterChannel>()({ name: s.text, readingTypeRef: s.text })),
  start: s.text,
  end: s.nullableText,
});

/** Asset of src/shared/contracts/assets. */
export const assetReply = s.contractReply<Asset>()({
  id: s.num,
  mrId: s.text,
  usagePointId: s.text,
  commodity: s.text,
  status: s.text,
  virtual: s.bool,
  types: s.replyList(s.text),
  connectionState: s.text,
  amiBillingState: s.text,
  location: s.contractReply<AssetLocation>()({
    geoReferenceSystem: s.text,
    latitude: s.num,
    longitude: s.num,
    mainAddress: s.contractReply<AssetAddress>()({
      streetName: s.text,
      streetNumber: s.text,
      postalCode: s.text,
      city: s.text,
      country: s.text,
    }),
    timeZone: s.text,
  }),
  electricityInstallation: s.nullable(
    s.contractReply<ElectricityInstallation>()({
      phaseCount: s.num,
      ratedCurrent: s.num,
      ratedVoltage: s.num,
    }),
  ),
  multipliers: s.replyList(
    s.contractReply<AssetMultiplier>()({ id: s.text, type: s.text, value: s.num }),
  ),
  properties: s.replyList(s.contractReply<AssetProperty>()({ name: s.text, value: s.text })),
  meters: s.replyList(meterReply),
});

/** AssetAction of src/shared/contracts/assets. */
export const actionReply = s.contractReply<AssetAction>()({
  id: s.num,
  assetId: s.num,
  assetMrId: s.text,
  automation: s.nullable(
    s.contractReply<NonNullable<AssetAction['automation']>>()({ id: s.num, name: s.text }),
  ),
  correlationId: s.text,
  source: s.text,
  state: s.text,
  type: s.text,
  payload: s.anyJson,
  tags: s.replyList(s.text),
  createdAt: s.text,
  response: s.anyJson,
  errorResponse: s.anyJson,
  attempts: s.num,
  nextAttemptAt: s.nullableText,
});

/** ActionPage of src/shared/contracts/assets. */
export const actionPageReply = s.contractReply<ActionPage>()({
  data: s.replyList(actionReply),
  meta: pageMeta,
});

/** ActionExecution of src/shared/contracts/assets. */
export const executionsReply = s.replyList(
  s.contractReply<ActionExecution>()({
    id: s.num,
    executedAt: s.text,
    responseReceivedAt: s.nullableText,
    reportedBackAt: s.nullableText,
    response: s.anyJson,
    errorResponse: s.anyJson,
    errorResponseCount: s.num,
  }),
);

/** AutomationStrategy of src/shared/contracts/assets. */
export const strategyReply = s.contractReply<AutomationStrategy>()({
  id: s.num,
  name: s.text,
  approxWaitTime: s.num,
  approxWaitTimeUnit: s.text,
  deadline: s.text,
  maxAttempts: s.num,
  startAt: s.text,
  updated: s.text,
});

/** AssetAuditPage of src/shared/contracts/assets. */
export const auditPageReply = s.contractReply<AssetAuditPage>()({
  data: s.replyList(
    s.contractReply<AssetAuditEntry>()({
      id: s.num,
      entityId: s.nullableText,
      entityType: s.text,
      operation: s.text,
      operationTime: s.text,
      userId: s.nullableNum,
      organization: s.nullableNum,
      payload: s.anyJson,
    }),
  ),
  meta: pageMeta,
});
