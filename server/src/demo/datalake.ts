import type { Insertable, Transaction } from 'kysely';
import { WORKFLOW_PHASES } from '@contracts/datalake';
import type { DB } from '../db/schema';
import { pick, seededRandom } from '../lib/random';

/**
 * The data lake's demo estate: 2,000 usage points per organization (ids as another team's
 * assets use them), each with its meter and channels, a message log and a few dozen
 * workflows. Readings are not written here: services/datalake/readings-source.ts draws them
 * when a channel is first read, so the first start writes some 10,000 rows, not millions.
 */
export const DEMO_USAGE_POINTS = 2000;
/** The owner organization is left without: every server test seeds the demo, so it stays cheap. */
const ORGANIZATIONS = ['nordkraft'];
const DAY_MS = 86_400_000;

/** The item at a position, counted round the list. */
const at = <T>(items: readonly T[], n: number): T =>
  pick(() => (n % items.length) / items.length, items);

export const demoUsagePointId = (i: number) => `707057500${String(i).padStart(9, '0')}`;
export const demoMeterId = (i: number) => `MTR-${String(i).padStart(8, '0')}`;

const STREETS = ['Strandgaten', 'Kong Oscars gate', 'Nygårdsgaten', 'Fjellveien', 'Sandviksveien'];
const CITIES: [string, number, number][] = [
  ['Bergen', 60.3913, 5.3221],
  ['Askøy', 60.4, 5.2],
  ['Voss', 60.628, 6.418],
];
const MANUFACTURERS: [string, string][] = [
  ['Kamstrup', 'OMNIPOWER'],
  ['Aidon', '6534'],
  ['Landis+Gyr', 'E360'],
];
const ISSUERS = ['HES', 'MDM', 'Billing', 'Field service'];
const SEVERITIES = ['INFO', 'INFO', 'INFO', 'WARNING', 'ERROR'];
const WORKFLOWS = ['Meter exchange', 'Settlement run', 'Data quality check', 'Tariff change'];

async function insertAll<T extends keyof DB>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  size: number,
) {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's insert is generic over the table; the rows are of that table.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

async function seedOrganization(trx: Transaction<DB>, organizationId: number, salt: number) {
  const random = seededRandom(salt);
  const now = Date.now();
  const readingsFrom = Math.floor((now - 400 * DAY_MS) / DAY_MS) * DAY_MS;
  const points: Insertable<DB['datalake_usage_points']>[] = [];
  const devices: Insertable<DB['datalake_end_devices']>[] = [];
  const channels: Insertable<DB['datalake_channels']>[] = [];
  const messages: Insertable<DB['datalake_messages']>[] = [];
  for (let i = 1; i <= DEMO_USAGE_POINTS; i += 1) {
    const id = demoUsagePointId(i);
    const meter = demoMeterId(i);
    const [city, lat, lon] = at(CITIES, i);
    const [manufacturer, model] = at(MANUFACTURERS, i);
    const business = i % 10 === 3;
    const threePhase = business || i % 4 === 0;
    points.push({
      organization_id: organizationId,
      usage_point_id: id,
      end_device_id: meter,
      mr_id: id,
      phase_code: threePhase ? 'ABCN' : 'AN',
      rated_current: threePhase ? 63 : 25,
      rated_voltage: threePhase ? 400 : 230,
      service_category: 'electricity',
      usage_point_type: business ? 'business' : 'household',
      virtual: 0,
      ami_billing_ready: i % 25 === 0 ? 'nonAmi' : 'amiCapable',
      flags_json: JSON.stringify(i % 7 === 0 ? ['production'] : []),
      multipliers_json: JSON.stringify([
        { id: `${meter}-kH`, type: 'kH', value: 1 },
        ...(business ? [{ id: `${meter}-ctRatio`, type: 'ctRatio', value: 50 }] : []),
      ]),
      address: `${STREETS[i % STREETS.length]} ${1 + (i % 97)}`,
      city,
      latitude: Math.round((lat + (random() - 0.5) * 0.1) * 1e5) / 1e5,
      longitude: Math.round((lon + (random() - 0.5) * 0.1) * 1e5) / 1e5,
      time_zone: 'Europe/Oslo',
    });
    devices.push({
      organization_id: organizationId,
      mr_id: meter,
      serial_number: String(70_000_000 + i * 7),
      manufacturer,
      model_number: model,
      model_version: `${1 + (i % 3)}.${i % 5}`,
      amr_system: 'HES-Nord',
      category: 'electricity',
      type: threePhase ? 'three-phase' : 'single-phase',
      status: i % 50 === 0 ? 'disconnected' : 'connected',
      attributes_json: JSON.stringify({
        capability: 'interval,events,disconnect',
        communication: i % 3 === 0 ? 'PLC' : 'RF mesh',
        electricMetering: 'active energy A+/A-',
        isSolidState: true,
        isVirtual: false,
        onRequestRead: true,
        outageHistory: i % 11 === 0 ? '2 outages in the last 90 days' : 'none',
        phaseCount: threePhase ? 3 : 1,
        ratedCurrent: threePhase ? 63 : 25,
        ratedVoltage: threePhase ? 400 : 230,
        textMessage: '',
      }),
    });
    const channel = (name: string, kind: string, ref: string, profile: string, seed: number) => ({
      organization_id: organizationId,
      usage_point_id: id,
      mr_id: `${meter}-${kind}`,
      name,
      kind,
      reading_type_ref: ref,
      is_virtual: 0,
      readings_from: readingsFrom,
      materialised_to: readingsFrom,
      profile,
      seed,
    });
    channels.push(
      channel(
        'Active energy import',
        'A+',
        '0.0.2.4.1.1.12.0.0.0.0.0.0.0.0.3.72.0',
        business ? 'business' : 'household',
        salt * 10_000 + i,
      ),
    );
    if (i % 7 === 0) {
      channels.push(
        channel(
          'Active energy export',
          'A-',
          '0.0.2.4.19.1.12.0.0.0.0.0.0.0.0.3.72.0',
          'production',
          salt * 10_000 + i + 5000,
        ),
      );
    }
    const count = 1 + (i % 3);
    for (let m = 0; m < count; m += 1) {
      messages.push({
        organization_id: organizationId,
        usage_point_id: id,
        issuer: at(ISSUERS, i + m),
        issuer_tracking_id: `TRK-${i}-${m}`,
        ref: `MSG-${String(i * 10 + m).padStart(7, '0')}`,
        severity: at(SEVERITIES, i * 3 + m),
        timestamp: new Date(now - Math.floor(random() * 30 * DAY_MS)).toISOString(),
      });
    }
  }
  await insertAll(trx, 'datalake_usage_points', points, 1000);
  await insertAll(trx, 'datalake_end_devices', devices, 2000);
  await insertAll(trx, 'datalake_channels', channels, 2500);
  await insertAll(trx, 'datalake_messages', messages, 4000);
  const flows: Insertable<DB['datalake_workflows']>[] = [];
  for (let w = 0; w < 36; w += 1) {
    const phase = at(WORKFLOW_PHASES, w);
    const finished = ['complete', 'approved', 'rejected'].includes(phase);
    const started = now - (w < 18 ? w * 0.4 : 8 + w) * DAY_MS;
    flows.push({
      organization_id: organizationId,
      uid: `wf-${String(w + 1).padStart(4, '0')}-${(salt * 7919 + w * 104_729).toString(36)}`,
      name: `${at(WORKFLOWS, w)} ${w + 1}`,
      phase,
      started_at: new Date(started).toISOString(),
      finished_at: finished ? new Date(started + 0.2 * DAY_MS).toISOString() : null,
      artifacts_json: JSON.stringify(
        Array.from({ length: w % 4 }, (_v, a) => ({
          name: `report-${w + 1}-${a + 1}.${a % 2 === 0 ? 'csv' : 'pdf'}`,
          type: a % 2 === 0 ? 'text/csv' : 'application/pdf',
          size: 1024 * (3 + ((w * 13 + a * 7) % 400)),
        })),
      ),
    });
  }
  await insertAll(trx, 'datalake_workflows', flows, 100);
}

/** Seeds the data lake of the demo organizations that have it. */
export async function seedDatalake(trx: Transaction<DB>, organizations: Map<string, number>) {
  for (const [index, shortName] of ORGANIZATIONS.entries()) {
    const id = organizations.get(shortName);
    if (id !== undefined) await seedOrganization(trx, id, index + 1);
  }
}
