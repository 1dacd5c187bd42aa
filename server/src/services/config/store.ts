import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LOCALE, DEFAULT_THEME, LOCALES, THEMES } from '@contracts/configuration';
import type {
  Locale,
  OrganizationConfiguration,
  Theme,
  UserConfiguration,
} from '@contracts/configuration';
import { MODULE_IDS, isModuleId } from '@contracts/modules';
import type { ModuleId } from '@contracts/modules';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

const asLocale = (v: string | null | undefined): Locale | null =>
  (LOCALES as readonly string[]).includes(v ?? '') ? (v as Locale) : null;
const asTheme = (v: string | null | undefined): Theme | null =>
  (THEMES as readonly string[]).includes(v ?? '') ? (v as Theme) : null;

/** The organization's modules in the order of the module list. */
export async function organizationModules(db: Kysely<DB>, organizationId: number) {
  const rows = await db
    .selectFrom('organization_modules')
    .select('module')
    .where('organization_id', '=', organizationId)
    .execute();
  const held = new Set(rows.map((r) => r.module).filter(isModuleId));
  return MODULE_IDS.filter((id) => held.has(id));
}

export async function organizationConfiguration(
  db: Kysely<DB>,
  organizationId: number,
): Promise<OrganizationConfiguration> {
  const row = await db
    .selectFrom('organization_configurations')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return {
    locale: asLocale(row?.locale) ?? DEFAULT_LOCALE,
    theme: asTheme(row?.theme) ?? DEFAULT_THEME,
    timeZone: row?.time_zone ?? null,
    modules: await organizationModules(db, organizationId),
    dataLakeApiHost: row?.data_lake_api_host ?? null,
    dataLakeGraphqlHost: row?.data_lake_graphql_host ?? null,
  };
}

/** The user's values, else the organization's, else the product defaults. */
export async function userConfiguration(
  db: Kysely<DB>,
  organizationId: number,
  userId: number,
): Promise<UserConfiguration> {
  const [own, organization] = await Promise.all([
    db
      .selectFrom('user_configurations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('organization_configurations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .executeTakeFirst(),
  ]);
  return {
    locale: asLocale(own?.locale) ?? asLocale(organization?.locale) ?? DEFAULT_LOCALE,
    theme: asTheme(own?.theme) ?? asTheme(organization?.theme) ?? DEFAULT_THEME,
    timeZone: own?.time_zone ?? organization?.time_zone ?? null,
  };
}

export type { ModuleId };

/** Sets the fields of a user's configuration that are given; the others stay. */
export async function saveUserConfiguration(
  trx: Transaction<DB>,
  organizationId: number,
  userId: number,
  changes: Partial<UserConfiguration>,
): Promise<void> {
  const values = {
    ...(changes.locale !== undefined && { locale: changes.locale }),
    ...(changes.theme !== undefined && { theme: changes.theme }),
    ...(changes.timeZone !== undefined && { time_zone: changes.timeZone }),
    updated: nowIso(),
  };
  await trx
    .insertInto('user_configurations')
    .values({ organization_id: organizationId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/** Sets the fields of an organization's configuration that are given, modules included. */
export async function saveOrganizationConfiguration(
  trx: Transaction<DB>,
  organizationId: number,
  changes: Partial<OrganizationConfiguration>,
): Promise<void> {
  const values = {
    ...(changes.locale !== undefined && { locale: changes.locale }),
    ...(changes.theme !== undefined && { theme: changes.theme }),
    ...(changes.timeZone !== undefined && { time_zone: changes.timeZone }),
    ...(changes.dataLakeApiHost !== undefined && { data_lake_api_host: changes.dataLakeApiHost }),
    ...(changes.dataLakeGraphqlHost !== undefined && {
      data_lake_graphql_host: changes.dataLakeGraphqlHost,
    }),
    updated: nowIso(),
  };
  await trx
    .insertInto('organization_configurations')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
  if (changes.modules) {
    await trx
      .deleteFrom('organization_modules')
      .where('organization_id', '=', organizationId)
      .execute();
    if (changes.modules.length > 0) {
      await trx
        .insertInto('organization_modules')
        .values(changes.modules.map((module) => ({ organization_id: organizationId, module })))
        .execute();
    }
  }
}
