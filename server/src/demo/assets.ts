import type { Insertable, Transaction } from 'kysely';
import { ACTION_TYPES } from '@contracts/assets';
import type { ActionState } from '@contracts/assets';
import type {
  AssetActionExecutionsTable,
  AssetActionsTable,
  AssetMetersTable,
  AssetsTable,
  DB,
} from '../db/schema';
import { pick, seededRandom } from '../lib/random';
import { TOWNS } from './asset-places';

/** Metering points of the demo organization; the data lake seeds usage points with these ids. */
export const DEMO_ASSET_COUNT = 2000;
export const DEMO_ACTION_COUNT = 300;
const CHUNK = 400;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`demo assets: no item ${index}`);
  return item;
}

export const demoUsagePointId = (i: number) => `707057500${String(i).padStart(9, '0')}`;
export const demoMeterMrId = (i: number) => `MTR-${String(i).padStart(8, '0')}`;

const METER_MODELS = [
  { manufacturer: 'Kamstrup', model: 'OMNIPOWER 3-phase', amiSystem: 'OMNIA' },
  { manufacturer: 'Aidon', model: '6534 RF', amiSystem: 'Aidon Gateway' },
  { manufacturer: 'Landis+Gyr', model: 'E360', amiSystem: 'Gridstream' },
  { manufacturer: 'Kaifa', model: 'MA304', amiSystem: 'HES-K' },
] as const;
const CONNECTION_STATES = ['CONNECTED', 'CONNECTED', 'CONNECTED', 'DISCONNECTED', 'PENDING'];
const BILLING_STATES = ['BILLABLE', 'BILLABLE', 'NOT_READY', 'BILLABLE'];
const SOURCES = ['MDM', 'CRM', 'OUTAGE', 'CONSOLE'];

function assetRow(org: number, i: number, random: () => number): Insertable<AssetsTable> {
  const town = nth(TOWNS, i % TOWNS.length);
  const threePhase = random() < 0.35;
  const location = {
    geoReferenceSystem: 'WGS84',
    latitude: Number((town.latitude + (random() - 0.5) * 0.06).toFixed(5)),
    longitude: Number((town.longitude + (random() - 0.5) * 0.1).toFixed(5)),
    mainAddress: {
      streetName: pick(random, town.streets),
      streetNumber: `${1 + Math.floor(random() * 120)}${random() < 0.15 ? 'B' : ''}`,
      postalCode: pick(random, town.postalCodes),
      city: town.city,
      country: 'NO',
    },
    timeZone: 'Europe/Oslo',
  };
  return {
    organization_id: org,
    mr_id: demoUsagePointId(i),
    usage_point_id: demoUsagePointId(i),
    commodity: 'ELECTRICITY',
    status: random() < 0.96 ? 'ACTIVE' : 'INACTIVE',
    virtual: 0,
    types_json: JSON.stringify(random() < 0.1 ? ['CONSUMPTION', 'PRODUCTION'] : ['CONSUMPTION']),
    connection_state: pick(random, CONNECTION_STATES),
    ami_billing_state: pick(random, BILLING_STATES),
    city: town.city,
    location_json: JSON.stringify(location),
    installation_json: JSON.stringify({
      phaseCount: threePhase ? 3 : 1,
      ratedCurrent: threePhase ? 63 : 32,
      ratedVoltage: threePhase ? 400 : 230,
    }),
    multipliers_json: JSON.stringify([
      { id: `${demoUsagePointId(i)}-CT`, type: 'CT_RATIO', value: 1 },
    ]),
    properties_json: JSON.stringify([
      { name: 'gridArea', value: `NO${1 + (i % 5)}` },
      { name: 'fuseSize', value: `${threePhase ? 63 : 32} A` },
    ]),
  };
}

function meterRow(org: number, assetId: number, i: number, random: () => number) {
  const model = nth(METER_MODELS, i % METER_MODELS.length);
  const installed = Date.UTC(2019, 0, 1) + Math.floor(random() * 4 * 365) * DAY;
  const channels = [
    { name: 'A+', readingTypeRef: '0.0.2.4.1.1.12.0.0.0.0.0.0.0.0.3.72.0' },
    { name: 'A-', readingTypeRef: '0.0.2.4.19.1.12.0.0.0.0.0.0.0.0.3.72.0' },
  ];
  const row: Insertable<AssetMetersTable> = {
    organization_id: org,
    asset_id: assetId,
    mr_id: demoMeterMrId(i),
    serial_number: `${model.manufacturer.slice(0, 2).toUpperCase()}${String(7_300_000 + i * 13)}`,
    manufacturer: model.manufacturer,
    model: model.model,
    category: 'ELECTRICITY_METER',
    ami_system: model.amiSystem,
    commodity: 'ELECTRICITY',
    type: 'AMS',
    virtual: 0,
    status_json: JSON.stringify({
      value: 'INSTALLED',
      dateTime: iso(installed),
      reason: 'NEW_INSTALLATION',
      remark: random() < 0.1 ? 'Meter cabinet in the basement' : null,
    }),
    registers_json: JSON.stringify([
      { name: '1.8.0', typeRef: 'ActiveEnergyImport', channels: ['A+'] },
      { name: '2.8.0', typeRef: 'ActiveEnergyExport', channels: ['A-'] },
    ]),
    channels_json: JSON.stringify(channels),
    start_time: iso(installed),
    end_time: null,
  };
  return row;
}

const ok = (type: string, mrId: string) => ({ meter: mrId, type, result: 'OK' });
const failed = { code: 'TIMEOUT', message: 'The meter did not answer in 30 seconds.' };

/**
 * 2,000 metering points of nordkraft with a meter each, two automation strategies and a few
 * hundred actions of the last week with their executions: one insert per chunk of rows.
 */
export async function seedAssets(trx: Transaction<DB>, org: number): Promise<void> {
  const random = seededRandom(4242);
  const now = Date.now();
  const assetIds: number[] = [];
  for (let from = 1; from <= DEMO_ASSET_COUNT; from += CHUNK) {
    const rows = [];
    for (let i = from; i < from + CHUNK && i <= DEMO_ASSET_COUNT; i += 1) {
      rows.push(assetRow(org, i, random));
    }
    const ids = await trx.insertInto('assets').values(rows).returning('id').execute();
    assetIds.push(...ids.map((r) => r.id));
  }
  for (let from = 0; from < assetIds.length; from += CHUNK) {
    const rows = assetIds
      .slice(from, from + CHUNK)
      .map((id, k) => meterRow(org, id, from + k + 1, random));
    await trx.insertInto('asset_meters').values(rows).execute();
  }

  const strategies = await trx
    .insertInto('automation_strategies')
    .values([
      {
        organization_id: org,
        name: 'Relay retries',
        approx_wait_time: 30,
        approx_wait_time_unit: 'MINUTES',
        deadline: iso(now + 30 * DAY),
        max_attempts: 5,
        start_at: iso(now - 8 * DAY),
        updated: iso(now - 8 * DAY),
      },
      {
        organization_id: org,
        name: 'Nightly reads',
        approx_wait_time: 2,
        approx_wait_time_unit: 'HOURS',
        deadline: iso(now + 60 * DAY),
        max_attempts: 3,
        start_at: iso(now - 8 * DAY),
        updated: iso(now - 8 * DAY),
      },
    ])
    .returning('id')
    .execute();

  const actions: Insertable<AssetActionsTable>[] = [];
  const plans: { executions: number; lastOk: boolean; created: number }[] = [];
  for (let n = 0; n < DEMO_ACTION_COUNT; n += 1) {
    const index = Math.floor(random() * DEMO_ASSET_COUNT);
    const type = pick(random, ACTION_TYPES);
    const created = now - Math.floor(random() * 7 * DAY);
    const automated = n % 3 === 0;
    const roll = random();
    let state: ActionState =
      roll < 0.45 ? 'COMPLETED' : roll < 0.6 ? 'FAILED' : roll < 0.85 ? 'OPEN' : 'CLOSED';
    if (automated && state === 'OPEN') state = 'IN_PROGRESS';
    const executions =
      state === 'COMPLETED'
        ? 1 + (random() < 0.3 ? 1 : 0)
        : state === 'FAILED'
          ? 2
          : state === 'IN_PROGRESS'
            ? 1
            : 0;
    const lastOk = state === 'COMPLETED';
    const mrId = demoUsagePointId(index + 1);
    actions.push({
      organization_id: org,
      asset_id: nth(assetIds, index),
      automation_strategy_id: automated ? nth(strategies, n % 2).id : null,
      correlation_id: `corr-${(0x10000 + n * 7919).toString(16)}`,
      source: pick(random, SOURCES),
      state,
      type,
      payload_json: JSON.stringify({ meter: demoMeterMrId(index + 1), requestedBy: 'demo' }),
      tags_json: JSON.stringify(random() < 0.3 ? ['priority'] : []),
      created_at: iso(created),
      response_json: lastOk ? JSON.stringify(ok(type, mrId)) : null,
      error_response_json: state === 'FAILED' ? JSON.stringify(failed) : null,
      attempts: executions,
      next_attempt_at: state === 'IN_PROGRESS' ? now + Math.floor(random() * 3 * 3_600_000) : null,
    });
    plans.push({ executions, lastOk, created });
  }
  const actionIds = await trx.insertInto('asset_actions').values(actions).returning('id').execute();
  const executions: Insertable<AssetActionExecutionsTable>[] = [];
  actionIds.forEach(({ id }, n) => {
    const plan = nth(plans, n);
    let errors = 0;
    for (let k = 0; k < plan.executions; k += 1) {
      const last = k === plan.executions - 1;
      const good = last && plan.lastOk;
      if (!good) errors += 1;
      const at = plan.created + (k + 1) * 30 * 60_000;
      executions.push({
        organization_id: org,
        action_id: id,
        executed_at: iso(at),
        response_received_at: iso(at + 1200),
        reported_back_at: iso(at + 1450),
        response_json: good ? JSON.stringify({ result: 'OK' }) : null,
        error_response_json: good ? null : JSON.stringify(failed),
        error_response_count: errors,
      });
    }
  });
  for (let from = 0; from < executions.length; from += CHUNK) {
    await trx
      .insertInto('asset_action_executions')
      .values(executions.slice(from, from + CHUNK))
      .execute();
  }
}
