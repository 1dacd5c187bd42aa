import { createHash, X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  CERTIFICATE_CONTENT_MAX,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_NAME_TAKEN,
  CERTIFICATE_NOT_PEM,
  CERTIFICATE_NOT_X509,
  CERTIFICATES_LIMIT,
  PEM_CERTIFICATE,
  type CertificateInput,
} from '@contracts/certificates';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { writeWithUniqueName } from '../../lib/unique-name';
import type { RouteAccess } from '../../lib/auth';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idParams, noContent, plainText } from '../../lib/schemas';
import {
  type CertificateFields,
  type CertificateTransaction,
  certificate,
  certificateCount,
  certificateNameTaken,
  certificates,
  deleteCertificate,
  insertCertificate,
  organizationExists,
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
const conflict = () => new HttpError(409, CERTIFICATE_NAME_TAKEN);

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
 * admins with the foundation feature. Each change is audited without the PEM (the name and
 * fingerprint say which); a name the organization already has is refused with spec 5's words.
 */
export function certificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  async function anOrganization(org: number) {
    if (!(await organizationExists(db, org))) throw notFound('Organization not found.');
  }

  /** A change in one transaction with its audit event; a racing duplicate name is a 409. */
  const change = <T>(
    org: number,
    name: string,
    except: number | undefined,
    write: (trx: CertificateTransaction) => Promise<T>,
  ): Promise<T> =>
    writeWithUniqueName(db, () => certificateNameTaken(db, org, name, except), conflict, write);

  const auditOf = (fields: CertificateFields) => ({
    name: fields.name,
    subject: fields.subject,
    fingerprint: fields.fingerprint,
    validTo: fields.validTo,
  });

  api.get(
    '/v1/:org/certificates',
    { config: admin, schema: { response: { 200: certificatesReply }, params: idParams('org') } },
    async (request) => {
      await anOrganization(request.params.org);
      return certificates(db, request.params.org, CERTIFICATES_LIMIT);
    },
  );

  api.get(
    '/v1/:org/certificates/:certificateId',
    {
      config: admin,
      schema: { response: { 200: certificateReply }, params: idParams('org', 'certificateId') },
    },
    async (request) => {
      const { org, certificateId } = request.params;
      const found = await certificate(db, org, certificateId);
      if (!found) throw notFound('Certificate not found.');
      return found;
    },
  );

  api.post(
    '/v1/:org/certificates',
    {
      config: admin,
      schema: {
        response: { 201: certificateReply },
        params: idParams('org'),
        body: certificateBody,
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org } = request.params;
      await anOrganization(org);
      const fields = readCertificate(request.body);
      if ((await certificateCount(db, org)) >= CERTIFICATES_LIMIT) {
        throw new HttpError(409, `An organization has at most ${CERTIFICATES_LIMIT} certificates.`);
      }
      const created = await change(org, fields.name, undefined, async (trx) => {
        const row = await insertCertificate(trx, org, fields, principal.userId);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'CERTIFICATE',
          entityId: row.certificateId,
          eventType: 'CREATED',
          payload: auditOf(fields),
          clientIp: request.ip,
        });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/v1/:org/certificates/:certificateId',
    {
      config: admin,
      schema: {
        response: { 200: certificateReply },
        params: idParams('org', 'certificateId'),
        body: certificateBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org, certificateId } = request.params;
      if (!(await certificate(db, org, certificateId))) throw notFound('Certificate not found.');
      const fields = readCertificate(request.body);
      return change(org, fields.name, certificateId, async (trx) => {
        const row = await updateCertificate(trx, org, certificateId, fields, principal.userId);
        if (!row) throw notFound('Certificate not found.');
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'CERTIFICATE',
          entityId: certificateId,
          eventType: 'UPDATED',
          payload: auditOf(fields),
          clientIp: request.ip,
        });
        return row;
      });
    },
  );

  api.delete(
    '/v1/:org/certificates/:certificateId',
    {
      config: admin,
      schema: { response: { 204: noContent }, params: idParams('org', 'certificateId') },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org, certificateId } = request.params;
      await db.transaction().execute(async (trx) => {
        const gone = await deleteCertificate(trx, org, certificateId);
        if (!gone) throw notFound('Certificate not found.');
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'CERTIFICATE',
          entityId: certificateId,
          eventType: 'DELETED',
          payload: { name: gone.name },
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}
