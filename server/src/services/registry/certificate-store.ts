import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Certificate } from '../../../../src/shared/contracts/certificates';
import type { CertificatesTable, DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction a change of certificates and its audit event are written in. */
export type CertificateTransaction = Transaction<DB>;

/** What the server reads from a certificate when it is saved. */
export interface CertificateFields {
  name: string;
  content: string;
  subject: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  fingerprint: string;
}

function toCertificate(row: Selectable<CertificatesTable>): Certificate {
  return {
    certificateId: row.id,
    name: row.name,
    content: row.content,
    subject: row.subject,
    issuer: row.issuer,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    fingerprint: row.fingerprint,
    created: row.created,
    createdBy: row.created_by,
    updated: row.updated,
    updatedBy: row.updated_by,
  };
}

const columns = (fields: CertificateFields) => ({
  name: fields.name,
  content: fields.content,
  subject: fields.subject,
  issuer: fields.issuer,
  valid_from: fields.validFrom,
  valid_to: fields.validTo,
  fingerprint: fields.fingerprint,
});

export async function organizationExists(db: Db, organizationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organization's certificates by name (at most `limit`: creating more is refused). */
export async function certificates(db: Db, organizationId: number, limit: number) {
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(toCertificate);
}

export async function certificateCount(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function certificate(db: Db, organizationId: number, id: number) {
  const row = await db
    .selectFrom('certificates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCertificate(row) : null;
}

/** Whether another of the organization's certificates has the name. */
export async function certificateNameTaken(
  db: Db,
  organizationId: number,
  name: string,
  except?: number,
) {
  let query = db
    .selectFrom('certificates')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCertificate(
  trx: Db,
  organizationId: number,
  fields: CertificateFields,
  by: number,
): Promise<Certificate> {
  const now = nowIso();
  const row = await trx
    .insertInto('certificates')
    .values({
      organization_id: organizationId,
      ...columns(fields),
      created: now,
      created_by: by,
      updated: now,
      updated_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCertificate(row);
}

export async function updateCertificate(
  trx: Db,
  organizationId: number,
  id: number,
  fields: CertificateFields,
  by: number,
): Promise<Certificate | null> {
  const row = await trx
    .updateTable('certificates')
    .set({ ...columns(fields), updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toCertificate(row) : null;
}

export async function deleteCertificate(
  trx: Db,
  organizationId: number,
  id: number,
): Promise<{ name: string } | null> {
  const row = await trx
    .deleteFrom('certificates')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  return row ?? null;
}
