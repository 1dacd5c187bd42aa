import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { FEATURE_ERRORS, FEATURE_KEY_PATTERN, FEATURE_LIMITS } from '@contracts/features';
import type { FeatureDefinition, FeatureInput } from '@contracts/features';
import { OWNER_ORGANIZATION_ID } from '@contracts/roles';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { ownersOnly, signedIn } from '../../lib/auth';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { idSchema, noContent, plainText, replyList } from '../../lib/schemas';
import {
  deleteFeature,
  existingOrganizations,
  featureNameOwner,
  findFeature,
  listFeatures,
  saveFeature,
} from './features-store';
import type { FeaturesTransaction } from './features-store';
import { featureReply } from './replies';

const keySchema = { type: 'string', pattern: FEATURE_KEY_PATTERN } as const;
const keyParams = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: { key: keySchema },
} as const;

const inputProperties = {
  name: { ...plainText(FEATURE_LIMITS.name), minLength: 1 },
  description: { ...plainText(FEATURE_LIMITS.description), minLength: 0 },
  enabled: { type: 'boolean' },
  organizations: {
    type: 'array',
    uniqueItems: true,
    maxItems: FEATURE_LIMITS.organizations,
    items: idSchema,
  },
  allOrganizations: { type: 'boolean' },
} as const;
const inputRequired = [
  'name',
  'description',
  'enabled',
  'organizations',
  'allOrganizations',
] as const;

const conflict = (message: string) => new HttpError(409, message);

/**
 * Feature configuration (spec 2.4; its restricted role is the owner's): the features every
 * organization's console reads with its configuration (`GET /v2/:org/features`). Audited in
 * the owning organization's log.
 */
export function featuresRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  async function checked(key: string, input: FeatureInput): Promise<FeatureDefinition> {
    const name = input.name.trim();
    if (!name) throw badRequest('Field is required');
    const holder = await featureNameOwner(db, name);
    if (holder !== undefined && holder !== key) throw conflict(FEATURE_ERRORS.nameTaken);
    const organizations = [...input.organizations].sort((a, b) => a - b);
    const known = await existingOrganizations(db, organizations);
    if (known.length !== organizations.length) throw badRequest('No such organization.');
    return { ...input, key, name, description: input.description.trim(), organizations };
  }

  /** Two saves racing for one name or key: the database takes one, the other is told. */
  async function inTransaction(
    feature: FeatureDefinition,
    work: (trx: FeaturesTransaction) => Promise<void>,
  ): Promise<void> {
    try {
      await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const holder = await featureNameOwner(db, feature.name);
      if (holder !== undefined && holder !== feature.key) throw conflict(FEATURE_ERRORS.nameTaken);
      throw error;
    }
  }

  const auditIn =
    (trx: FeaturesTransaction, userId: number, ip: string) =>
    (eventType: string, key: string, payload: unknown) =>
      audit(trx, {
        createdById: userId,
        organizationId: OWNER_ORGANIZATION_ID,
        entityType: 'FEATURE',
        entityId: key,
        eventType,
        payload,
        clientIp: ip,
      });

  api.get(
    '/v2/features',
    { preValidation: ownersOnly, schema: { response: { 200: replyList(featureReply) } } },
    async () => listFeatures(db),
  );

  api.post(
    '/v2/features',
    {
      preValidation: ownersOnly,
      schema: {
        response: { 201: featureReply },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['key', ...inputRequired],
          properties: { key: keySchema, ...inputProperties },
        },
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { key, ...input } = request.body;
      if (await findFeature(db, key)) throw conflict(FEATURE_ERRORS.keyTaken);
      const feature = await checked(key, input);
      await inTransaction(feature, async (trx) => {
        await saveFeature(trx, feature, true);
        await auditIn(trx, principal.userId, request.ip)('CREATED', key, feature);
      });
      reply.code(201);
      return feature;
    },
  );

  api.put(
    '/v2/features/:key',
    {
      preValidation: ownersOnly,
      schema: {
        response: { 200: featureReply },
        params: keyParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: inputRequired,
          properties: inputProperties,
        },
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { key } = request.params;
      if (!(await findFeature(db, key))) throw notFound('Feature not found.');
      const feature = await checked(key, request.body);
      await inTransaction(feature, async (trx) => {
        await saveFeature(trx, feature, false);
        await auditIn(trx, principal.userId, request.ip)('UPDATED', key, feature);
      });
      return feature;
    },
  );

  api.delete(
    '/v2/features/:key',
    { preValidation: ownersOnly, schema: { response: { 204: noContent }, params: keyParams } },
    async (request, reply) => {
      const principal = signedIn(request);
      const { key } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await deleteFeature(trx, key))) throw notFound('Feature not found.');
        await auditIn(trx, principal.userId, request.ip)('DELETED', key, { key });
      });
      return reply.code(204).send(null);
    },
  );
}
