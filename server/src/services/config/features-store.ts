import type { Kysely, Transaction } from 'kysely';
import type { FeatureDefinition } from '@contracts/features';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction the feature routes change features in. */
export type FeaturesTransaction = Transaction<DB>;

/** Every configured feature with the organizations it is on for, by key. */
export async function listFeatures(db: Db): Promise<FeatureDefinition[]> {
  const [features, links] = await Promise.all([
    db.selectFrom('features').selectAll().orderBy('key').execute(),
    db
      .selectFrom('feature_organizations')
      .select(['feature_key', 'organization_id'])
      .orderBy('organization_id')
      .execute(),
  ]);
  const byKey = new Map<string, number[]>();
  for (const link of links) {
    byKey.set(link.feature_key, [...(byKey.get(link.feature_key) ?? []), link.organization_id]);
  }
  return features.map((row) => ({
    key: row.key,
    name: row.name,
    description: row.description,
    enabled: row.enabled === 1,
    organizations: byKey.get(row.key) ?? [],
    allOrganizations: row.all_organizations === 1,
  }));
}

export async function findFeature(db: Db, key: string): Promise<FeatureDefinition | undefined> {
  return (await listFeatures(db)).find((feature) => feature.key === key);
}

/** Another feature's key holding this name (any case), if there is one. */
export async function featureNameOwner(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.selectFrom('features').select(['key', 'name']).execute();
  return rows.find((row) => row.name.toLowerCase() === name.toLowerCase())?.key;
}

/** Organization ids of the list that exist. */
export async function existingOrganizations(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('organizations').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** Writes the feature (a new one, or the one with its key) and its organizations. */
export async function saveFeature(
  trx: FeaturesTransaction,
  feature: FeatureDefinition,
  isNew: boolean,
): Promise<void> {
  const values = {
    name: feature.name,
    description: feature.description,
    enabled: feature.enabled ? 1 : 0,
    all_organizations: feature.allOrganizations ? 1 : 0,
  };
  if (isNew) {
    await trx
      .insertInto('features')
      .values({ key: feature.key, ...values })
      .execute();
  } else {
    await trx.updateTable('features').set(values).where('key', '=', feature.key).execute();
    await trx.deleteFrom('feature_organizations').where('feature_key', '=', feature.key).execute();
  }
  if (feature.organizations.length > 0) {
    await trx
      .insertInto('feature_organizations')
      .values(
        feature.organizations.map((organizationId) => ({
          feature_key: feature.key,
          organization_id: organizationId,
        })),
      )
      .execute();
  }
}

export async function deleteFeature(trx: FeaturesTransaction, key: string): Promise<boolean> {
  await trx.deleteFrom('feature_organizations').where('feature_key', '=', key).execute();
  const result = await trx.deleteFrom('features').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
