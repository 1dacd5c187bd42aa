import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Certificate } from '@contracts/certificates';
import type { CertificatesTable, DB } from '../../db/schema';
import { namedRows, stampsOf } from '../../lib/named-rows';

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
    ...stampsOf(row),
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

const rows = namedRows('certificates', toCertificate);

/** Reads and writes of the organization's certificates; their name is unique in it. */
export const { list: certificates, count: certificateCount, one: certificate } = rows;
export const certificateNameTaken = rows.nameTaken;

export const insertCertificate = (
  trx: Db,
  organizationId: number,
  fields: CertificateFields,
  by: number,
): Promise<Certificate> => rows.insert(trx, organizationId, columns(fields), by);

export const updateCertificate = (
  trx: Db,
  organizationId: number,
  id: number,
  fields: CertificateFields,
  by: number,
): Promise<Certificate | null> => rows.update(trx, organizationId, id, columns(fields), by);

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
