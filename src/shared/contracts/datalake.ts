/** Data lake contracts (spec 3.5 and 9), shared by the console and the server. */

export const METER_INTERVALS = ['PT15M', 'PT1H'] as const;
export type MeterInterval = (typeof METER_INTERVALS)[number];
export const AGGREGATIONS = ['None', 'Sum', 'Average', 'Minimum', 'Maximum'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
export const ACCUMULATIONS = ['None', 'Summation'] as const;
export type Accumulation = (typeof ACCUMULATIONS)[number];
export const PERIODS = ['None', 'Daily', 'Weekly', 'Monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** A readings query's choices besides its range: interval, aggregation, accumulation, periods. */
export type ReadingSelectors = Omit<ReadingsQuery, 'fromDate' | 'toDate'>;

/**
 * What a readings query leaves out is this, everywhere: the console's selectors start with it,
 * the REST route and the GraphQL field answer it. The values as measured: every 15-minute value
 * (the first interval of spec 9), not aggregated (None), accumulated or grouped by a period.
 */
export const READINGS_DEFAULTS: Readonly<ReadingSelectors> = Object.freeze({
  interval: 'PT15M',
  aggregation: 'None',
  accumulation: 'None',
  macroPeriod: 'None',
  stridePeriod: 'None',
});

export const WORKFLOW_PHASES = [
  'new',
  'draft',
  'submitted',
  'reviewing',
  'evaluating',
  'inProgress',
  'complete',
  'approved',
  'rejected',
] as const;
export type WorkflowPhase = (typeof WORKFLOW_PHASES)[number];

/** Limits every reader of the data lake keeps (the server refuses beyond them). */
export const DATALAKE_LIMITS = {
  /** Longest range of one readings request, in days. */
  rangeDays: 400,
  /** Longest range of values without a macro period, per interval, in days. */
  rawRangeDays: { PT15M: 31, PT1H: 93 } as Record<MeterInterval, number>,
  pageSize: 200,
  searchLength: 64,
  messages: 200,
  workflows: 200,
} as const;

export interface UsagePointSummary {
  usagePointId: string;
  endDeviceId: string;
  address: string;
  city: string;
  serviceCategory: string;
  usagePointType: string;
}

export interface UsagePointPage {
  items: UsagePointSummary[];
  total: number;
  offset: number;
  limit: number;
}

export interface UsagePointChannel {
  channelId: number;
  mrId: string;
  name: string;
  kind: string;
  readingTypeRef: string;
  isVirtual: boolean;
  /** The channel's validity, ISO 8601 interval `start/end` (end open: `start/`). */
  dateInterval: string;
  /** Its last value (kWh), null before any. */
  value: number | null;
}

export interface MeterMultiplier {
  id: string;
  type: string;
  value: number;
}

export interface UsagePointLocation {
  address: string;
  coordinates: { latitude: number; longitude: number };
  coordinateSystem: string;
  direction: string;
  geoInfoReference: string;
  timeZone: string;
}

export interface EndDevice {
  mrId: string;
  serialNumber: string;
  manufacturer: string;
  modelNumber: string;
  modelVersion: string;
  amrSystem: string;
  capability: string;
  category: string;
  communication: string;
  electricMetering: string;
  isSolidState: boolean;
  isVirtual: boolean;
  onRequestRead: boolean;
  outageHistory: string;
  phaseCount: number;
  ratedCurrent: number;
  ratedVoltage: number;
  status: string;
  textMessage: string;
  type: string;
}

export interface UsagePointDetail {
  usagePointId: string;
  endDeviceId: string;
  mrId: string;
  phaseCode: string;
  ratedCurrent: number;
  ratedVoltage: number;
  serviceCategory: string;
  usagePointType: string;
  virtual: boolean;
  amiBillingReady: string;
  flags: string[];
  channels: UsagePointChannel[];
  multipliers: MeterMultiplier[];
  location: UsagePointLocation;
  endDevice: EndDevice;
}

export interface UsagePointMessage {
  issuer: string;
  issuerTrackingId: string;
  ref: string;
  severity: string;
  timestamp: string;
}

export interface ReadingsQuery {
  fromDate: number;
  toDate: number;
  interval: MeterInterval;
  aggregation: Aggregation;
  accumulation: Accumulation;
  macroPeriod: Period;
  stridePeriod: Period;
}

export interface ReadingPoint {
  /** Start of the point's period, epoch milliseconds. */
  t: number;
  /** kWh: the aggregate, or with Summation the running total within its stride. */
  value: number;
  /** How many 15-minute values the point is made of (fewer than expected: a gap). */
  count: number;
}

export interface MeterReadings extends ReadingsQuery {
  channelId: number;
  timeZone: string;
  points: ReadingPoint[];
}

export interface WorkflowArtifact {
  name: string;
  type: string;
  size: number;
}

export interface Workflow {
  uid: string;
  name: string;
  phase: WorkflowPhase;
  startedAt: string;
  finishedAt: string | null;
  artifacts: WorkflowArtifact[];
}

export type WorkflowView = 'recent' | 'archive';
