import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

/** Any JSON value (payloads and head-end answers). */
const anyJson = {} as const;

const pageMeta = replyObject({ offset: num, limit: num, total: num });

/** AssetPage of src/shared/contracts/assets. */
export const assetPageReply = replyObject({
  data: replyList(
    replyObject({
      id: num,
      mrId: text,
      usagePointId: text,
      commodity: text,
      status: text,
      connectionState: text,
      city: text,
      meterMrId: nullableText,
    }),
  ),
  meta: pageMeta,
});

const meterReply = replyObject({
  mrId: text,
  serialNumber: text,
  manufacturer: text,
  model: text,
  category: text,
  amiSystem: text,
  commodity: text,
  type: text,
  virtual: bool,
  status: replyObject({ value: text, dateTime: text, reason: nullableText, remark: nullableText }),
  registers: replyList(replyObject({ name: text, typeRef: text, channels: replyList(text) })),
  channels: replyList(replyObject({ name: text, readingTypeRef: text })),
  start: text,
  end: nullableText,
});

/** Asset of src/shared/contracts/assets. */
export const assetReply = replyObject({
  id: num,
  mrId: text,
  usagePointId: text,
  commodity: text,
  status: text,
  virtual: bool,
  types: replyList(text),
  connectionState: text,
  amiBillingState: text,
  location: replyObject({
    geoReferenceSystem: text,
    latitude: num,
    longitude: num,
    mainAddress: replyObject({
      streetName: text,
      streetNumber: text,
      postalCode: text,
      city: text,
      country: text,
    }),
    timeZone: text,
  }),
  electricityInstallation: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['phaseCount', 'ratedCurrent', 'ratedVoltage'],
    properties: { phaseCount: num, ratedCurrent: num, ratedVoltage: num },
  },
  multipliers: replyList(replyObject({ id: text, type: text, value: num })),
  properties: replyList(replyObject({ name: text, value: text })),
  meters: replyList(meterReply),
});

/** AssetAction of src/shared/contracts/assets. */
export const actionReply = replyObject({
  id: num,
  assetId: num,
  assetMrId: text,
  automation: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['id', 'name'],
    properties: { id: num, name: text },
  },
  correlationId: text,
  source: text,
  state: text,
  type: text,
  payload: anyJson,
  tags: replyList(text),
  createdAt: text,
  response: anyJson,
  errorResponse: anyJson,
  attempts: num,
  nextAttemptAt: nullableText,
});

export const actionPageReply = replyObject({ data: replyList(actionReply), meta: pageMeta });

export const executionsReply = replyList(
  replyObject({
    id: num,
    executedAt: text,
    responseReceivedAt: nullableText,
    reportedBackAt: nullableText,
    response: anyJson,
    errorResponse: anyJson,
    errorResponseCount: num,
  }),
);

/** AutomationStrategy of src/shared/contracts/assets. */
export const strategyReply = replyObject({
  id: num,
  name: text,
  approxWaitTime: num,
  approxWaitTimeUnit: text,
  deadline: text,
  maxAttempts: num,
  startAt: text,
  updated: text,
});

export const auditPageReply = replyObject({
  data: replyList(
    replyObject({
      id: num,
      entityId: nullableText,
      entityType: text,
      operation: text,
      operationTime: text,
      userId: nullableNum,
      organization: nullableNum,
      payload: anyJson,
    }),
  ),
  meta: pageMeta,
});
