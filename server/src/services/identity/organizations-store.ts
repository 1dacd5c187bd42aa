import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Organization } from '@contracts/identity';
import type { OrganizationInput } from '@contracts/organizations';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';
import { organizationColumns } from './create';
import { toOrganization } from './store';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction the organization routes change organizations in. */
export type OrganizationsTransaction = Transaction<DB>;

export interface OrganizationsQuery {
  /** Organization ids the caller may see; 'all' for an owner. */
  visible: number[] | 'all';
  /** Part of the name or short name, any case. */
  search: string | null;
  offset: number;
  limit: number;
}

/** A page of organizations by name, with how many match in all. */
export async function searchOrganizations(
  db: Db,
  query: OrganizationsQuery,
): Promise<{ organizations: Organization[]; total: number }> {
  if (query.visible !== 'all' && query.visible.length === 0) return { organizations: [], total: 0 };
  let base = db.selectFrom('organizations');
  if (query.visible !== 'all') base = base.where('id', 'in', query.visible);
  if (query.search) {
    // LIKE's own wildcards in the search are matched as themselves.
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(short_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { organizations: rows.map(toOrganization), total: Number(count.total) };
}

export async function updateOrganization(
  trx: OrganizationsTransaction,
  id: number,
  input: OrganizationInput,
): Promise<void> {
  await trx
    .updateTable('organizations')
    .set({ ...organizationColumns(input), updated: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Another organization with this name (any case) or short name, if there is one. */
export async function nameClash(
  db: Db,
  name: string,
  shortName: string,
  except: number | null,
): Promise<'name' | 'shortName' | null> {
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'short_name'])
    .where((eb) =>
      eb.or([eb(sql`lower(name)`, '=', name.toLowerCase()), eb('short_name', '=', shortName)]),
    )
    .execute();
  const others = rows.filter((row) => row.id !== except);
  if (others.some((row) => row.name.toLowerCase() === name.toLowerCase())) return 'name';
  return others.length > 0 ? 'shortName' : null;
}

/** The ids from `id` up through its parents (stops at a loop or after 100 steps). */
export async function ancestry(db: Db, id: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = id;
  while (current !== null && !chain.includes(current) && chain.length < 100) {
    chain.push(current);
    const row = await db
      .selectFrom('organizations')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return chain;
}
