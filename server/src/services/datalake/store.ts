import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  EndDevice,
  UsagePointDetail,
  UsagePointMessage,
  UsagePointPage,
  WorkflowPhase,
  Workflow,
  WorkflowView,
} from '@contracts/datalake';
import type { DB } from '../../db/schema';

const DAY_MS = 86_400_000;
/** A finished workflow stays in Recent this long, then moves to the Archive. */
export const RECENT_DAYS = 7;

/** `like` text matched literally: the wildcards of the input are escaped. */
function likeContaining(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function usagePointPage(
  db: Kysely<DB>,
  organizationId: number,
  options: { search?: string; offset: number; limit: number },
): Promise<UsagePointPage> {
  let query = db.selectFrom('datalake_usage_points').where('organization_id', '=', organizationId);
  if (options.search) {
    const pattern = likeContaining(options.search);
    // The escape character is said outright: SQLite has none by default.
    query = query.where(
      sql<boolean>`(lower(usage_point_id) like ${pattern} escape '\\'
        or lower(end_device_id) like ${pattern} escape '\\'
        or lower(address) like ${pattern} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'usage_point_id',
        'end_device_id',
        'address',
        'city',
        'service_category',
        'usage_point_type',
      ])
      .orderBy('usage_point_id')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({
      usagePointId: r.usage_point_id,
      endDeviceId: r.end_device_id,
      address: r.address,
      city: r.city,
      serviceCategory: r.service_category,
      usagePointType: r.usage_point_type,
    })),
    total: Number(count?.total ?? 0),
    offset: options.offset,
    limit: options.limit,
  };
}

export async function findChannel(
  db: Kysely<DB>,
  organizationId: number,
  usagePointId: string,
  channelId: number,
) {
  return db
    .selectFrom('datalake_channels')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('usage_point_id', '=', usagePointId)
    .where('id', '=', channelId)
    .executeTakeFirst();
}

function endDeviceOf(row: DB['datalake_end_devices']): EndDevice {
  const attributes = JSON.parse(row.attributes_json) as Omit<
    EndDevice,
    | 'mrId'
    | 'serialNumber'
    | 'manufacturer'
    | 'modelNumber'
    | 'modelVersion'
    | 'amrSystem'
    | 'category'
    | 'type'
    | 'status'
  >;
  return {
    ...attributes,
    mrId: row.mr_id,
    serialNumber: row.serial_number,
    manufacturer: row.manufacturer,
    modelNumber: row.model_number,
    modelVersion: row.model_version,
    amrSystem: row.amr_system,
    category: row.category,
    type: row.type,
    status: row.status,
  };
}

export async function usagePointDetail(
  db: Kysely<DB>,
  organizationId: number,
  usagePointId: string,
): Promise<UsagePointDetail | null> {
  const row = await db
    .selectFrom('datalake_usage_points')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('usage_point_id', '=', usagePointId)
    .executeTakeFirst();
  if (!row) return null;
  const [device, channels] = await Promise.all([
    db
      .selectFrom('datalake_end_devices')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('mr_id', '=', row.end_device_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('datalake_channels')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('usage_point_id', '=', usagePointId)
      .orderBy('id')
      .execute(),
  ]);
  const lastValues = await Promise.all(
    channels.map((c) =>
      db
        .selectFrom('datalake_readings')
        .select('value')
        .where('channel_id', '=', c.id)
        .orderBy('ts', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return {
    usagePointId: row.usage_point_id,
    endDeviceId: row.end_device_id,
    mrId: row.mr_id,
    phaseCode: row.phase_code,
    ratedCurrent: row.rated_current,
    ratedVoltage: row.rated_voltage,
    serviceCategory: row.service_category,
    usagePointType: row.usage_point_type,
    virtual: row.virtual === 1,
    amiBillingReady: row.ami_billing_ready,
    flags: JSON.parse(row.flags_json) as string[],
    channels: channels.map((c, index) => {
      const last = lastValues[index];
      return {
        channelId: c.id,
        mrId: c.mr_id,
        name: c.name,
        kind: c.kind,
        readingTypeRef: c.reading_type_ref,
        isVirtual: c.is_virtual === 1,
        dateInterval: `${new Date(Number(c.readings_from)).toISOString()}/`,
        value: last ? last.value / 1000 : null,
      };
    }),
    multipliers: JSON.parse(row.multipliers_json) as UsagePointDetail['multipliers'],
    location: {
      address: `${row.address}, ${row.city}`,
      coordinates: { latitude: row.latitude, longitude: row.longitude },
      coordinateSystem: 'WGS84',
      direction: '',
      geoInfoReference: `${row.latitude.toFixed(5)},${row.longitude.toFixed(5)}`,
      timeZone: row.time_zone,
    },
    endDevice: endDeviceOf(device),
  };
}

export async function usagePointMessages(
  db: Kysely<DB>,
  organizationId: number,
  usagePointId: string,
  limit: number,
): Promise<UsagePointMessage[]> {
  const rows = await db
    .selectFrom('datalake_messages')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('usage_point_id', '=', usagePointId)
    .orderBy('timestamp', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    issuer: r.issuer,
    issuerTrackingId: r.issuer_tracking_id,
    ref: r.ref,
    severity: r.severity,
    timestamp: r.timestamp,
  }));
}

function workflowOf(row: DB['datalake_workflows']): Workflow {
  return {
    uid: row.uid,
    name: row.name,
    phase: row.phase as WorkflowPhase,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    artifacts: JSON.parse(row.artifacts_json) as Workflow['artifacts'],
  };
}

/** Recent: not finished, or finished in the last days; the archive: finished before. */
export async function workflows(
  db: Kysely<DB>,
  organizationId: number,
  view: WorkflowView,
  limit: number,
): Promise<Workflow[]> {
  const since = new Date(Date.now() - RECENT_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('datalake_workflows')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      view === 'recent'
        ? eb.or([eb('finished_at', 'is', null), eb('finished_at', '>=', since)])
        : eb.and([eb('finished_at', 'is not', null), eb('finished_at', '<', since)]),
    )
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(workflowOf);
}

export async function workflow(
  db: Kysely<DB>,
  organizationId: number,
  uid: string,
): Promise<Workflow | null> {
  const row = await db
    .selectFrom('datalake_workflows')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? workflowOf(row) : null;
}

export async function organizationTimeZone(db: Kysely<DB>, organizationId: number) {
  const row = await db
    .selectFrom('organization_configurations')
    .select('time_zone')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}
