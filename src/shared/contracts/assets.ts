import type { ActionRule } from './rules';

/** Assets (the adr API, docs/api.md "Assets"): metering points, their meters and actions. */

export const ASSET_COMMODITIES = ['ELECTRICITY', 'WATER', 'HEAT', 'GAS'] as const;
export type AssetCommodity = (typeof ASSET_COMMODITIES)[number];

export interface AssetAddress {
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface AssetLocation {
  geoReferenceSystem: string;
  latitude: number;
  longitude: number;
  mainAddress: AssetAddress;
  timeZone: string;
}

export interface ElectricityInstallation {
  phaseCount: number;
  ratedCurrent: number;
  ratedVoltage: number;
}

export interface AssetMultiplier {
  id: string;
  type: string;
  value: number;
}

export interface AssetProperty {
  name: string;
  value: string;
}

/** A row of the assets list. */
export interface AssetSummary {
  id: number;
  mrId: string;
  usagePointId: string;
  commodity: string;
  status: string;
  connectionState: string;
  city: string;
  meterMrId: string | null;
}

export interface MeterStatus {
  value: string;
  dateTime: string;
  reason: string | null;
  remark: string | null;
}

export interface MeterRegister {
  name: string;
  typeRef: string;
  channels: string[];
}

export interface MeterChannel {
  name: string;
  readingTypeRef: string;
}

export interface LinkedMeter {
  mrId: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
  category: string;
  amiSystem: string;
  commodity: string;
  type: string;
  virtual: boolean;
  status: MeterStatus;
  registers: MeterRegister[];
  channels: MeterChannel[];
  start: string;
  end: string | null;
}

/** A metering point with its linked meters. */
export interface Asset {
  id: number;
  mrId: string;
  usagePointId: string;
  commodity: string;
  status: string;
  virtual: boolean;
  types: string[];
  connectionState: string;
  amiBillingState: string;
  location: AssetLocation;
  electricityInstallation: ElectricityInstallation | null;
  multipliers: AssetMultiplier[];
  properties: AssetProperty[];
  meters: LinkedMeter[];
}

export interface PageMeta {
  offset: number;
  limit: number;
  total: number;
}

export interface AssetPage {
  data: AssetSummary[];
  meta: PageMeta;
}

/**
 * An action's life: OPEN until first executed; IN_PROGRESS while an automation waits to try
 * again; COMPLETED when the head-end answered well; FAILED when it did not and no attempt is
 * left (or the deadline passed); CLOSED when someone closed it without completing it.
 */
export const ACTION_STATES = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CLOSED'] as const;
export type ActionState = (typeof ACTION_STATES)[number];

/** States from which an action may be executed or closed. */
export const EXECUTABLE_STATES: readonly ActionState[] = ['OPEN', 'IN_PROGRESS', 'FAILED'];
export const CLOSABLE_STATES: readonly ActionState[] = ['OPEN', 'IN_PROGRESS', 'FAILED'];

export const ACTION_TYPES = [
  'ON_DEMAND_READ',
  'CONNECT',
  'DISCONNECT',
  'PING',
  'SET_TARIFF',
  'FIRMWARE_UPDATE',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface AssetAction {
  id: number;
  assetId: number;
  assetMrId: string;
  /** The automation strategy that runs it, or null when people run it. */
  automation: { id: number; name: string } | null;
  correlationId: string;
  source: string;
  state: ActionState;
  type: string;
  payload: unknown;
  tags: string[];
  createdAt: string;
  response: unknown;
  errorResponse: unknown;
  attempts: number;
  nextAttemptAt: string | null;
}

export interface ActionPage {
  data: AssetAction[];
  meta: PageMeta;
}

export interface ActionExecution {
  id: number;
  executedAt: string;
  responseReceivedAt: string | null;
  reportedBackAt: string | null;
  response: unknown;
  errorResponse: unknown;
  errorResponseCount: number;
}

export const WAIT_UNITS = ['SECONDS', 'MINUTES', 'HOURS'] as const;
export type WaitUnit = (typeof WAIT_UNITS)[number];

/** How the server runs the actions of a strategy (the automation job). */
export interface AutomationStrategy {
  id: number;
  name: string;
  approxWaitTime: number;
  approxWaitTimeUnit: WaitUnit;
  /** No attempt is made after it (ISO time). */
  deadline: string;
  maxAttempts: number;
  /** No attempt is made before it (ISO time). */
  startAt: string;
  updated: string;
}

export interface AutomationStrategyInput {
  name: string;
  approxWaitTime: number;
  approxWaitTimeUnit: WaitUnit;
  deadline: string;
  maxAttempts: number;
  startAt: string;
}

export const WAIT_UNIT_MS: Record<WaitUnit, number> = {
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
};

export const MAX_ATTEMPTS_LIMIT = 100;
export const STRATEGY_NAME_MAX = 100;
export const ASSET_PAGE_LIMIT = 500;
export const ACTION_PAGE_LIMIT = 500;

/** An entry of the assets audit log (spec 3.4). */
export interface AssetAuditEntry {
  id: number;
  entityId: string | null;
  entityType: string;
  operation: string;
  operationTime: string;
  userId: number | null;
  organization: number | null;
  payload: unknown;
}

export interface AssetAuditPage {
  data: AssetAuditEntry[];
  meta: PageMeta;
}

/** The entity types the assets audit log shows. */
export const ASSET_AUDIT_ENTITY_TYPES = ['ASSET_ACTION', 'AUTOMATION_STRATEGY'] as const;

/** The Assets actions that not every member may take; reads need MONITOR. */
export const ASSETS_ACTIONS = {
  read: { role: 'MONITOR' },
  /** Execute or close an action. */
  runActions: { role: 'OPERATOR' },
  /** Create, edit and delete automation strategies. */
  editStrategies: { role: 'DEPLOYER' },
  /** The assets audit log (spec 6: admin only). */
  readAudit: { role: 'ADMIN' },
} as const satisfies Record<string, ActionRule>;
