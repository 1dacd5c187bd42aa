import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface CertificatesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  content: string;
  subject: string;
  issuer: string;
  valid_from: string;
  valid_to: string;
  fingerprint: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** CA certificates of the registry service. */
export interface CertificateTables {
  certificates: CertificatesTable;
}
