import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, IdpTables } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction an identity provider change and its audit event are written in. */
export type IdpTransaction = Transaction<DB>;

/** The identity provider settings kept as lists of an organization's rows. */
export type IdpListTable = Exclude<keyof IdpTables, 'login_customizations'>;
export type IdpRow<T extends IdpListTable> = Selectable<DB[T]> & { id: number };
export type IdpValues<T extends IdpListTable> = Omit<
  Insertable<DB[T]>,
  'id' | 'organization_id' | 'updated' | 'updated_by'
>;

// One table name stands for each of the lists: their id and organization columns are alike.
type AnyList = 'saml_contacts';

export async function idpRows<T extends IdpListTable>(
  db: Db,
  table: T,
  organizationId: number,
  limit: number,
): Promise<IdpRow<T>[]> {
  const rows = await db
    .selectFrom(table as AnyList)
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows as unknown as IdpRow<T>[];
}

export async function idpRow<T extends IdpListTable>(
  db: Db,
  table: T,
  organizationId: number,
  id: number,
): Promise<IdpRow<T> | null> {
  const row = await db
    .selectFrom(table as AnyList)
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return (row as unknown as IdpRow<T> | undefined) ?? null;
}

export async function idpCount(db: Db, table: IdpListTable, organizationId: number) {
  const row = await db
    .selectFrom(table as AnyList)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another row of the organization's list has the value in the column. */
export async function idpValueTaken(
  db: Db,
  table: IdpListTable,
  column: 'name' | 'login_domain',
  value: string,
  scope: { organizationId: number | null; except?: number },
): Promise<boolean> {
  let query = db
    .selectFrom(table as AnyList)
    .select('id')
    .where(column as 'name', '=', value);
  if (scope.organizationId !== null)
    query = query.where('organization_id', '=', scope.organizationId);
  if (scope.except !== undefined) query = query.where('id', '<>', scope.except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertIdpRow<T extends IdpListTable>(
  trx: Db,
  table: T,
  organizationId: number,
  values: IdpValues<T>,
  by: number,
): Promise<IdpRow<T>> {
  const row = await trx
    .insertInto(table as AnyList)
    .values({
      ...(values as unknown as IdpValues<AnyList>),
      organization_id: organizationId,
      updated: nowIso(),
      updated_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as IdpRow<T>;
}

export async function updateIdpRow<T extends IdpListTable>(
  trx: Db,
  table: T,
  organizationId: number,
  id: number,
  values: IdpValues<T>,
  by: number,
): Promise<IdpRow<T> | null> {
  const row = await trx
    .updateTable(table as AnyList)
    .set({ ...(values as Updateable<DB[AnyList]>), updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return (row as unknown as IdpRow<T> | undefined) ?? null;
}

export async function deleteIdpRow(
  trx: Db,
  table: IdpListTable,
  organizationId: number,
  id: number,
) {
  const result = await trx
    .deleteFrom(table as AnyList)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes the authenticator the organization's only default. */
export async function clearOtherDefaults(trx: Db, organizationId: number, except: number) {
  await trx
    .updateTable('ldap_authenticators')
    .set({ is_default: 0 })
    .where('organization_id', '=', organizationId)
    .where('id', '<>', except)
    .execute();
}

/**
 * The LDAP authenticator that signs in the organization's users of a login domain: only
 * through a mapping of that organization that an owner has approved.
 */
export async function authenticatorForDomain(db: Db, loginDomain: string, organizationId: number) {
  return db
    .selectFrom('idp_mappings')
    .innerJoin('ldap_authenticators', 'ldap_authenticators.id', 'idp_mappings.authenticator_id')
    .selectAll('ldap_authenticators')
    .select(['idp_mappings.user_group_id as mapped_user_group_id'])
    .where('idp_mappings.login_domain', '=', loginDomain)
    .where('idp_mappings.organization_id', '=', organizationId)
    .where('ldap_authenticators.organization_id', '=', organizationId)
    .where('idp_mappings.approved_at', 'is not', null)
    .executeTakeFirst();
}

/**
 * Whether a user of another organization has an e-mail in the domain: such a domain is not
 * the organization's to claim. (A login domain is lowercase letters, digits, dots and
 * hyphens: nothing in it is a LIKE wildcard.)
 */
export async function domainHasOtherUsers(db: Db, loginDomain: string, organizationId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '<>', organizationId)
    .where('email', 'like', `%@${loginDomain}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user group is one of the organization's. */
export async function isOrganizationUserGroup(db: Db, organizationId: number, id: number) {
  const row = await db
    .selectFrom('user_groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an owner's approval of a mapping's claim of its domain. */
export async function approveMapping(trx: Db, organizationId: number, id: number, by: number) {
  const row = await trx
    .updateTable('idp_mappings')
    .set({ approved_at: nowIso(), approved_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The organization's default LDAP authenticator, if it has one. */
export async function defaultAuthenticator(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('ldap_authenticators')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { ...row, mapped_user_group_id: null as number | null } : undefined;
}

export type DirectoryAuthenticatorRow = NonNullable<
  Awaited<ReturnType<typeof defaultAuthenticator>>
>;

export async function loginCustomization(db: Db, organizationId: number) {
  return db
    .selectFrom('login_customizations')
    .select([
      'company_title',
      'disclosure_intro',
      'disclosure_text',
      'attention',
      'logo_version',
      'logo_type',
    ])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export async function loginLogo(db: Db, organizationId: number) {
  return db
    .selectFrom('login_customizations')
    .select(['logo', 'logo_type', 'logo_version'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

const EMPTY_TEXTS = { company_title: '', disclosure_intro: '', disclosure_text: '', attention: '' };

/** Writes the texts, or the logo (null removes it), creating the row on first use. */
export async function saveLoginCustomization(
  trx: Db,
  organizationId: number,
  change: Partial<typeof EMPTY_TEXTS> & {
    logo?: { bytes: Buffer; type: string; version: string } | null;
  },
  by: number,
) {
  const { logo, ...texts } = change;
  const values = {
    ...texts,
    ...(logo === undefined
      ? {}
      : {
          logo: logo?.bytes ?? null,
          logo_type: logo?.type ?? null,
          logo_version: logo?.version ?? null,
        }),
    updated: nowIso(),
    updated_by: by,
  };
  await trx
    .insertInto('login_customizations')
    .values({ ...EMPTY_TEXTS, ...values, organization_id: organizationId })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
}
