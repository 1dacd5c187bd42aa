import { createHash, X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_CONTENT_MAX,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_NAME_TAKEN,
  CERTIFICATE_NOT_PEM,
  CERTIFICATE_NOT_X509,
  CERTIFICATES_LIMIT,
  PEM_CERTIFICATE,
  type Certificate,
  type CertificateInput,
} from '@contracts/certificates';
import type { AppContext } from '../../context';
import type { RouteAccess } from '../../lib/auth';
import { crudRoutes } from '../../lib/crud';
import { badRequest } from '../../lib/errors';
import { requireOrganization } from '../../lib/organizations';
import { plainText } from '../../lib/schemas';
import {
  type CertificateFields,
  certificate,
  certificateCount,
  certificateNameTaken,
  certificates,
  deleteCertificate,
  insertCertificate,
  updateCertificate,
} from './certificate-store';
import { certificateReply, certificatesReply } from './replies';

const certificateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'content'],
  properties: {
    name: plainText(CERTIFICATE_NAME_MAX),
    content: { type: 'string', maxLength: CERTIFICATE_CONTENT_MAX },
  },
} as const;

/** Spec 2.2: certificates need the foundation feature and are for admins. */
const admin: { access: RouteAccess } = { access: { role: 'ADMIN', feature: 'foundation' } };

/** Reads the certificate (node's X.509 parser): what is stored beside the PEM, or a 400. */
export function readCertificate(input: CertificateInput): CertificateFields {
  const name = input.name.trim();
  if (!name) throw badRequest('Invalid body: "name" must not be blank.');
  if (!PEM_CERTIFICATE.test(input.content)) throw badRequest(CERTIFICATE_NOT_PEM);
  let parsed: X509Certificate;
  try {
    parsed = new X509Certificate(input.content);
  } catch {
    throw badRequest(CERTIFICATE_NOT_X509);
  }
  const digest = createHash('sha256').update(parsed.raw).digest('hex').toUpperCase();
  return {
    name,
    content: `${input.content.trim()}\n`,
    subject: parsed.subject.replace(/\n/g, ', '),
    issuer: parsed.issuer.replace(/\n/g, ', '),
    validFrom: new Date(parsed.validFrom).toISOString(),
    validTo: new Date(parsed.validTo).toISOString(),
    fingerprint: digest.match(/../g)?.join(':') ?? digest,
  };
}

/**
 * CA certificates (spec 2.4): list, read, create, edit and delete, for the organization's
 * admins with the foundation feature, on the CRUD route kit. Each change is audited without
 * the PEM (the name and fingerprint say which); a name the organization already has is
 * refused with spec 5's words.
 */
export function certificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  crudRoutes<CertificateInput, CertificateFields, Certificate>(app, db, {
    path: 'certificates',
    idParam: 'certificateId',
    config: { read: admin, write: admin },
    entityType: 'CERTIFICATE',
    notFound: 'Certificate not found.',
    // The list and a create name the organization; a certificate's id names it for the rest.
    organization: {
      check: (org) => requireOrganization(db, org),
      on: ['list', 'create'],
    },
    body: certificateBody,
    reply: certificateReply,
    listReply: certificatesReply,
    list: (org) => certificates(db, org, CERTIFICATES_LIMIT),
    get: true,
    idOf: (row) => row.certificateId,
    one: (org, id) => certificate(db, org, id),
    prepare: readCertificate,
    limit: {
      count: (org) => certificateCount(db, org),
      most: CERTIFICATES_LIMIT,
      message: `An organization has at most ${CERTIFICATES_LIMIT} certificates.`,
    },
    unique: {
      message: CERTIFICATE_NAME_TAKEN,
      taken: (org, fields, except) => certificateNameTaken(db, org, fields.name, except),
    },
    insert: (trx, org, fields, by) => insertCertificate(trx, org, fields, by),
    update: (trx, org, id, fields, by) => updateCertificate(trx, org, id, fields, by),
    auditPayload: (fields) => ({
      name: fields.name,
      subject: fields.subject,
      fingerprint: fields.fingerprint,
      validTo: fields.validTo,
    }),
    deleteOne: (trx, org, id) => deleteCertificate(trx, org, id),
  });
}
