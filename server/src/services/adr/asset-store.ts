import { sql, type Kysely } from 'kysely';
import type { Asset, AssetPage, LinkedMeter } from '@contracts/assets';
import type { DB } from '../../db/schema';

export interface AssetFilter {
  search?: string;
  usagePointId?: string;
  offset: number;
  limit: number;
}

/** `like` patterns match the search text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of an organization's metering points by mrId, found by the start of their mrId, usage
 * point, city or meter mrId (in any case), or by their usage point.
 */
export async function listAssets(
  db: Kysely<DB>,
  org: number,
  filter: AssetFilter,
): Promise<AssetPage> {
  let query = db
    .selectFrom('assets')
    .leftJoin('asset_meters', (join) =>
      join.onRef('asset_meters.asset_id', '=', 'assets.id').on('asset_meters.end_time', 'is', null),
    )
    .where('assets.organization_id', '=', org);
  if (filter.usagePointId) query = query.where('assets.usage_point_id', '=', filter.usagePointId);
  if (filter.search) {
    const pattern = `${literal(filter.search.toLowerCase())}%`;
    const starts = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        starts('assets.mr_id'),
        starts('assets.usage_point_id'),
        starts('assets.city'),
        starts('asset_meters.mr_id'),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'assets.id',
        'assets.mr_id',
        'assets.usage_point_id',
        'assets.commodity',
        'assets.status',
        'assets.connection_state',
        'assets.city',
        'asset_meters.mr_id as meter_mr_id',
      ])
      .orderBy('assets.mr_id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      mrId: r.mr_id,
      usagePointId: r.usage_point_id,
      commodity: r.commodity,
      status: r.status,
      connectionState: r.connection_state,
      city: r.city,
      meterMrId: r.meter_mr_id,
    })),
    meta: { offset: filter.offset, limit: filter.limit, total: Number(count.n) },
  };
}

/** A metering point with its linked meters (current first), or null. */
export async function findAsset(
  db: Kysely<DB>,
  org: number,
  assetId: number,
): Promise<Asset | null> {
  const row = await db
    .selectFrom('assets')
    .selectAll()
    .where('organization_id', '=', org)
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!row) return null;
  const meters = await db
    .selectFrom('asset_meters')
    .selectAll()
    .where('organization_id', '=', org)
    .where('asset_id', '=', assetId)
    .orderBy('start_time', 'desc')
    .limit(100)
    .execute();
  return {
    id: row.id,
    mrId: row.mr_id,
    usagePointId: row.usage_point_id,
    commodity: row.commodity,
    status: row.status,
    virtual: row.virtual === 1,
    types: JSON.parse(row.types_json) as string[],
    connectionState: row.connection_state,
    amiBillingState: row.ami_billing_state,
    location: JSON.parse(row.location_json) as Asset['location'],
    electricityInstallation:
      row.installation_json === null
        ? null
        : (JSON.parse(row.installation_json) as Asset['electricityInstallation']),
    multipliers: JSON.parse(row.multipliers_json) as Asset['multipliers'],
    properties: JSON.parse(row.properties_json) as Asset['properties'],
    meters: meters.map((m): LinkedMeter => ({
      mrId: m.mr_id,
      serialNumber: m.serial_number,
      manufacturer: m.manufacturer,
      model: m.model,
      category: m.category,
      amiSystem: m.ami_system,
      commodity: m.commodity,
      type: m.type,
      virtual: m.virtual === 1,
      status: JSON.parse(m.status_json) as LinkedMeter['status'],
      registers: JSON.parse(m.registers_json) as LinkedMeter['registers'],
      channels: JSON.parse(m.channels_json) as LinkedMeter['channels'],
      start: m.start_time,
      end: m.end_time,
    })),
  };
}
