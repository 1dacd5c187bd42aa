import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  AUDIT_CURSOR_PATTERN,
  AUDIT_FILTER_MAX_LENGTH,
  AUDIT_PAGE_LIMIT,
  AUDIT_PAGE_SIZE,
} from '@contracts/audit';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, idSchema, plainText } from '../../lib/schemas';
import { epochMs } from '../../lib/range';
import { auditEventDetailsReply, auditEventPageReply } from './audit-replies';
import { auditEventDetails, auditEventPage, decodeCursor } from './audit-store';
import { requireOrganization } from '../../lib/organizations';

const filterText = plainText(AUDIT_FILTER_MAX_LENGTH);
const access = { role: 'ADMIN', orgParam: 'organizationId' } as const;

const auditQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fromDate: epochMs,
    toDate: epochMs,
    entityType: filterText,
    eventType: filterText,
    entityId: filterText,
    createdById: idSchema,
    cursor: { type: 'string', maxLength: 40, pattern: AUDIT_CURSOR_PATTERN },
    limit: { type: 'integer', minimum: 1, maximum: AUDIT_PAGE_LIMIT },
  },
} as const;

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

/**
 * The organization's audit log (settings, spec 2.4): its admins page through its events and
 * read one event's entity payload. Owners are admins everywhere; another organization's
 * events are never read (each query is bound to the organization of the path).
 */
export function auditRoutes(secured: FastifyInstance, ctx: AppContext): void {
  const api = secured.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  const anOrganization = (organizationId: number) => requireOrganization(db, organizationId);

  api.get(
    '/organizations/:organizationId/audit-events',
    {
      config: { access },
      schema: {
        response: { 200: auditEventPageReply },
        params: idParams('organizationId'),
        querystring: auditQuery,
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { fromDate, toDate, cursor, limit = AUDIT_PAGE_SIZE, ...filter } = request.query;
      if (fromDate !== undefined && toDate !== undefined && fromDate > toDate) {
        throw badRequest('Start date cannot be after end date');
      }
      await anOrganization(organizationId);
      return auditEventPage(
        db,
        organizationId,
        {
          ...filter,
          fromDate: iso(fromDate),
          toDate: iso(toDate),
          after: cursor === undefined ? undefined : decodeCursor(cursor),
        },
        limit,
      );
    },
  );

  api.get(
    '/organizations/:organizationId/audit-events/:auditEventId',
    {
      config: { access },
      schema: {
        response: { 200: auditEventDetailsReply },
        params: idParams('organizationId', 'auditEventId'),
      },
    },
    async (request) => {
      const { organizationId, auditEventId } = request.params;
      const event = await auditEventDetails(db, organizationId, auditEventId);
      if (!event) throw notFound('Audit event not found.');
      return event;
    },
  );
}
