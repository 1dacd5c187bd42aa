import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ORGANIZATION_TYPES } from '@contracts/identity';
import type { Organization } from '@contracts/identity';
import {
  ORGANIZATION_ERRORS,
  ORGANIZATION_LIMITS,
  ORGANIZATION_TEXT_FIELDS,
  ORGANIZATIONS_PAGE_LIMIT,
  OWNER_ONLY_ORGANIZATION_FIELDS,
  SHORT_NAME_PATTERN,
  TENANT_ID_PATTERN,
} from '@contracts/organizations';
import type { OrganizationInput } from '@contracts/organizations';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@contracts/org-users';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { ownersOnly, signedIn } from '../../lib/auth';
import type { Principal } from '../../lib/auth';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { PLAIN_TEXT_PATTERN, idParams, idSchema, plainText } from '../../lib/schemas';
import {
  ancestry,
  nameClash,
  searchOrganizations,
  updateOrganization,
} from './organizations-store';
import type { OrganizationsTransaction } from './organizations-store';
import { organizationPageReply, organizationReply } from './replies';
import { insertOrganization } from './create';
import { findOrganization } from './store';

const optionalText = (max: number) =>
  ({ type: ['string', 'null'], maxLength: max, pattern: PLAIN_TEXT_PATTERN }) as const;

const organizationBody = {
  type: 'object',
  additionalProperties: false,
  required: [...ORGANIZATION_TEXT_FIELDS, 'type', 'parentId', 'managementApiEnabled'],
  properties: {
    name: { ...plainText(ORGANIZATION_LIMITS.name), minLength: 1 },
    shortName: { type: 'string', pattern: SHORT_NAME_PATTERN },
    type: { type: 'string', enum: ORGANIZATION_TYPES },
    parentId: { anyOf: [idSchema, { type: 'null' }] },
    // Checked by the route, so a bad one is told 'Malformed Tenant ID'.
    tenantId: optionalText(ORGANIZATION_LIMITS.tenantId + 64),
    country: optionalText(ORGANIZATION_LIMITS.text),
    place: optionalText(ORGANIZATION_LIMITS.text),
    postalCode: optionalText(ORGANIZATION_LIMITS.text),
    streetName: optionalText(ORGANIZATION_LIMITS.text),
    streetNumber: optionalText(ORGANIZATION_LIMITS.text),
    registrar: optionalText(ORGANIZATION_LIMITS.text),
    registrationId: optionalText(ORGANIZATION_LIMITS.text),
    email: {
      anyOf: [{ type: 'string', pattern: EMAIL_PATTERN, maxLength: 254 }, { type: 'null' }],
    },
    phoneNumber: { anyOf: [{ type: 'string', pattern: PHONE_PATTERN }, { type: 'null' }] },
    managementApiEnabled: { type: 'boolean' },
  },
} as const;

const conflict = (message: string) => new HttpError(409, message);

/** Where the caller is an admin, owners everywhere. */
const adminOf = (principal: Principal, organizationId: number) =>
  principal.owner ||
  principal.roles.some((r) => r.role === 'ADMIN' && r.organizationId === organizationId);

/** Empty texts are no value; the rest is kept as typed, without surrounding spaces. */
function normalized(body: OrganizationInput): OrganizationInput {
  const clean = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...body,
    name: body.name.trim(),
    tenantId: clean(body.tenantId),
    country: clean(body.country),
    place: clean(body.place),
    postalCode: clean(body.postalCode),
    streetName: clean(body.streetName),
    streetNumber: clean(body.streetNumber),
    registrar: clean(body.registrar),
    registrationId: clean(body.registrationId),
    email: clean(body.email),
    phoneNumber: clean(body.phoneNumber),
  };
}

/**
 * Organizations (settings, spec 2.4 and 3.4): listed by name, a page at a time; created by
 * owners; edited by owners, and by an organization's admins except for what places the
 * organization (short name, type, parent, tenant, management API access). Audited.
 */
export function organizationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  async function check(input: OrganizationInput, id: number | null): Promise<void> {
    if (!input.name) throw badRequest('Field is required');
    if (input.tenantId !== null && !new RegExp(TENANT_ID_PATTERN).test(input.tenantId)) {
      throw badRequest(ORGANIZATION_ERRORS.malformedTenantId);
    }
    if (input.type === 'owner' && id !== 1) {
      throw badRequest('Only the owning organization has the type owner.');
    }
    if (id === 1 && (input.type !== 'owner' || input.parentId !== null)) {
      throw badRequest('The owning organization stays the owner, without a parent.');
    }
    if (input.parentId !== null) {
      if (!(await findOrganization(db, input.parentId))) throw badRequest('No such parent.');
      if (id !== null && (await ancestry(db, input.parentId)).includes(id)) {
        throw badRequest('An organization cannot be its own parent or ancestor.');
      }
    }
    const clash = await nameClash(db, input.name, input.shortName, id);
    if (clash) {
      throw conflict(
        clash === 'name' ? ORGANIZATION_ERRORS.nameTaken : ORGANIZATION_ERRORS.shortNameTaken,
      );
    }
  }

  /** Two changes racing for one name: the unique index takes one, the other is told. */
  async function inTransaction<T>(
    input: OrganizationInput,
    id: number | null,
    work: (trx: OrganizationsTransaction) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      await check(input, id);
      throw error;
    }
  }

  api.get(
    '/organizations',
    {
      schema: {
        response: { 200: organizationPageReply },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: plainText(ORGANIZATION_LIMITS.name),
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            limit: { type: 'integer', minimum: 1, maximum: ORGANIZATIONS_PAGE_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { search, offset, limit } = request.query;
      return searchOrganizations(db, {
        visible: principal.owner ? 'all' : principal.roles.map((r) => r.organizationId),
        search: search?.trim() || null,
        offset: offset ?? 0,
        limit: limit ?? ORGANIZATIONS_PAGE_LIMIT,
      });
    },
  );

  api.post(
    '/organizations',
    {
      preValidation: ownersOnly,
      schema: { response: { 201: organizationReply }, body: organizationBody },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const input = normalized(request.body);
      await check(input, null);
      const created = await inTransaction(input, null, async (trx) => {
        // A new organization opens on settings, where its modules are chosen.
        const id = await insertOrganization(trx, { ...input, modules: ['settings'] });
        await audit(trx, {
          createdById: principal.userId,
          organizationId: id,
          entityType: 'ORGANIZATION',
          entityId: id,
          eventType: 'CREATED',
          payload: { organizationId: id, ...input },
          clientIp: request.ip,
        });
        return id;
      });
      reply.code(201);
      return (await findOrganization(db, created)) as Organization;
    },
  );

  api.put(
    '/organizations/:organizationId',
    {
      config: { access: { role: 'ADMIN', orgParam: 'organizationId' } },
      schema: {
        response: { 200: organizationReply },
        params: idParams('organizationId'),
        body: organizationBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { organizationId } = request.params;
      if (!adminOf(principal, organizationId)) throw forbidden();
      const before = await findOrganization(db, organizationId);
      if (!before) throw notFound('Organization not found.');
      const input = normalized(request.body);
      if (!principal.owner) {
        const changed = OWNER_ONLY_ORGANIZATION_FIELDS.filter((f) => input[f] !== before[f]);
        if (changed.length > 0) {
          throw forbidden(`Only an owner may change ${changed.join(', ')}.`);
        }
      }
      await check(input, organizationId);
      await inTransaction(input, organizationId, async (trx) => {
        await updateOrganization(trx, organizationId, input);
        await audit(trx, {
          createdById: principal.userId,
          organizationId,
          entityType: 'ORGANIZATION',
          entityId: organizationId,
          eventType: 'UPDATED',
          payload: { organizationId, ...input },
          clientIp: request.ip,
        });
      });
      return (await findOrganization(db, organizationId)) as Organization;
    },
  );
}
