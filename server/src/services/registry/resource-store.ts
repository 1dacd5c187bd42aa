import type { Kysely, Transaction } from 'kysely';
import {
  RESOURCE_LIST_MAX,
  type ResourceInput,
  type ResourceRevision,
  type ResourceSummary,
} from '@contracts/resources';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type ResourceTransaction = Transaction<DB>;

/** The columns of a resource (`resources as r`) that its summary and revisions answer. */
const RESOURCE_COLUMNS = [
  'r.type',
  'r.resource_id',
  'r.latest_revision',
  'r.created',
  'r.updated',
] as const;

/** Resources of an organization at their latest revision, by type and id. */
export async function resourceList(db: Db, org: number): Promise<ResourceSummary[]> {
  const rows = await db
    .selectFrom('resources as r')
    .innerJoin('resource_revisions as v', (j) =>
      j.onRef('v.resource_pk', '=', 'r.id').onRef('v.revision', '=', 'r.latest_revision'),
    )
    .leftJoin('users as c', 'c.id', 'r.created_by')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select([
      ...RESOURCE_COLUMNS,
      'v.short_description',
      'c.name as created_by_name',
      'u.name as updated_by_name',
    ])
    .where('r.organization_id', '=', org)
    .orderBy('r.type')
    .orderBy('r.resource_id')
    .limit(RESOURCE_LIST_MAX)
    .execute();
  return rows.map((r) => ({
    type: r.type,
    id: r.resource_id,
    revision: r.latest_revision,
    shortDescription: r.short_description,
    created: r.created,
    createdByName: r.created_by_name,
    updated: r.updated,
    updatedByName: r.updated_by_name,
  }));
}

export async function findResource(db: Db, org: number, type: string, id: string) {
  return db
    .selectFrom('resources')
    .selectAll()
    .where('organization_id', '=', org)
    .where('type', '=', type)
    .where('resource_id', '=', id)
    .executeTakeFirst();
}

/** One revision with its resource's times and names; undefined when either is missing. */
export async function resourceRevision(
  db: Db,
  org: number,
  type: string,
  id: string,
  revision: number,
): Promise<ResourceRevision | undefined> {
  const r = await db
    .selectFrom('resources as r')
    .innerJoin('resource_revisions as v', 'v.resource_pk', 'r.id')
    .leftJoin('users as c', 'c.id', 'r.created_by')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .leftJoin('users as vc', 'vc.id', 'v.created_by')
    .select([
      ...RESOURCE_COLUMNS,
      'v.revision',
      'v.short_description',
      'v.description',
      'v.change_comment',
      'v.content',
      'v.created as revision_created',
      'c.name as created_by_name',
      'u.name as updated_by_name',
      'vc.name as revision_by_name',
    ])
    .where('r.organization_id', '=', org)
    .where('r.type', '=', type)
    .where('r.resource_id', '=', id)
    .where('v.revision', '=', revision)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    type: r.type,
    id: r.resource_id,
    revision: r.revision,
    latestRevision: r.latest_revision,
    shortDescription: r.short_description,
    description: r.description,
    changeComment: r.change_comment,
    content: r.content,
    created: r.created,
    createdByName: r.created_by_name,
    updated: r.updated,
    updatedByName: r.updated_by_name,
    revisionCreated: r.revision_created,
    revisionCreatedByName: r.revision_by_name,
  };
}

/** The content of a revision (for a diff); undefined when it does not exist. */
export async function revisionContent(db: Db, resourcePk: number, revision: number) {
  const row = await db
    .selectFrom('resource_revisions')
    .select('content')
    .where('resource_pk', '=', resourcePk)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return row?.content;
}

/** A new resource at revision 1; its primary key. */
export async function insertResource(
  trx: ResourceTransaction,
  org: number,
  resource: { type: string; id: string; by: number; at: string },
  input: ResourceInput,
): Promise<number> {
  const { id: pk } = await trx
    .insertInto('resources')
    .values({
      organization_id: org,
      type: resource.type,
      resource_id: resource.id,
      latest_revision: 1,
      created: resource.at,
      created_by: resource.by,
      updated: resource.at,
      updated_by: resource.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRevision(trx, pk, 1, input, resource.by, resource.at);
  return pk;
}

async function insertRevision(
  trx: ResourceTransaction,
  pk: number,
  revision: number,
  input: ResourceInput,
  by: number,
  at: string,
) {
  await trx
    .insertInto('resource_revisions')
    .values({
      resource_pk: pk,
      revision,
      short_description: input.shortDescription,
      description: input.description,
      change_comment: input.changeComment,
      content: input.content,
      created: at,
      created_by: by,
    })
    .execute();
}

/**
 * Appends revision `base + 1` when `base` is still the latest: false when someone else added
 * a revision in between (the conditional update decides, on either database).
 */
export async function appendRevision(
  trx: ResourceTransaction,
  pk: number,
  base: number,
  input: ResourceInput,
  by: number,
  at: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('resources')
    .set({ latest_revision: base + 1, updated: at, updated_by: by })
    .where('id', '=', pk)
    .where('latest_revision', '=', base)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await insertRevision(trx, pk, base + 1, input, by, at);
  return true;
}

export async function deleteResource(trx: ResourceTransaction, pk: number) {
  await trx.deleteFrom('resource_revisions').where('resource_pk', '=', pk).execute();
  await trx.deleteFrom('resources').where('id', '=', pk).execute();
}
