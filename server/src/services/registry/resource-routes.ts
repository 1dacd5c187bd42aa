/* eslint-disable max-lines -- to be rebuilt on the server's CRUD route kit (issue 31, item 3). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  RESOURCE_COMMENT_MAX,
  RESOURCE_CONTENT_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_ID_PATTERN,
  RESOURCE_SHORT_DESCRIPTION_MAX,
  RESOURCE_TYPE_PATTERN,
} from '@contracts/resources';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idSchema, noContent, orgParams } from '../../lib/schemas';
import { deployFlowSpec, findFlow } from '../insights/flow-store';
import {
  deployResultReply,
  deployTargetReply,
  resourceDiffReply,
  resourceRevisionReply,
  resourcesReply,
  resourceTypesReply,
} from './resource-replies';
import {
  appendRevision,
  deleteResource,
  findResource,
  insertResource,
  resourceList,
  resourceRevision,
  revisionContent,
} from './resource-store';
import { deployableSpec, RESOURCE_TYPES, resourceType } from './resource-types';

const NOT_FOUND = 'We could not find the resource.';
export const ID_TAKEN = 'There is an existing resource of this type with the same id';

const textOf = (max: number) => ({ type: 'string', maxLength: max }) as const;
const inputProperties = {
  shortDescription: { type: 'string', minLength: 1, maxLength: RESOURCE_SHORT_DESCRIPTION_MAX },
  description: textOf(RESOURCE_DESCRIPTION_MAX),
  changeComment: textOf(RESOURCE_COMMENT_MAX),
  content: textOf(RESOURCE_CONTENT_MAX),
} as const;
const inputRequired = ['shortDescription', 'description', 'changeComment', 'content'] as const;
const typeSchema = { type: 'string', pattern: RESOURCE_TYPE_PATTERN } as const;
const idText = { type: 'string', pattern: RESOURCE_ID_PATTERN } as const;
const resourceParams = {
  type: 'object',
  required: ['org', 'type', 'id'],
  additionalProperties: false,
  properties: { org: idSchema, type: typeSchema, id: idText },
} as const;
const revisionParams = {
  ...resourceParams,
  required: [...resourceParams.required, 'revision'],
  properties: { ...resourceParams.properties, revision: idSchema },
} as const;

/** Resources of a type with revisions: every member reads, Deployers add revisions and deploy. */
export function resourceRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const edit = { access: { role: HEARTBEAT_ACTIONS.editResources.role } };
  const auditOf = (request: FastifyRequest, org: number, type: string, id: string) => ({
    createdById: signedIn(request).userId,
    organizationId: org,
    entityType: 'RESOURCE',
    entityId: `${type}/${id}`,
    clientIp: request.ip,
  });
  const revisionOr404 = async (org: number, type: string, id: string, revision: number) => {
    const found = await resourceRevision(db, org, type, id, revision);
    if (!found) throw notFound(NOT_FOUND);
    return found;
  };

  api.get(
    '/v1/:org/resource-types',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: resourceTypesReply }, params: orgParams },
    },
    async () => [...RESOURCE_TYPES],
  );

  api.get(
    '/v1/:org/resources',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: resourcesReply }, params: orgParams },
    },
    async (request) => resourceList(db, request.params.org),
  );

  api.post(
    '/v1/:org/resources',
    {
      config: edit,
      schema: {
        response: { 201: resourceRevisionReply },
        params: orgParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'id', ...inputRequired],
          properties: { type: typeSchema, id: idText, ...inputProperties },
        },
      },
    },
    async (request, reply) => {
      const { org } = request.params;
      const { type, id, ...input } = request.body;
      if (!resourceType(type)) throw badRequest(`There is no resource type ${type}.`);
      const by = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        if (await findResource(trx, org, type, id)) throw new HttpError(409, ID_TAKEN);
        await insertResource(trx, org, { type, id, by, at: new Date().toISOString() }, input);
        await audit(trx, {
          ...auditOf(request, org, type, id),
          eventType: 'CREATED',
          payload: { type, id, revision: 1, ...input, content: undefined },
        });
      });
      return reply.code(201).send(await revisionOr404(org, type, id, 1));
    },
  );

  api.get(
    '/v1/:org/resources/:type/:id/revisions/:revision',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: resourceRevisionReply }, params: revisionParams },
    },
    async (request) => {
      const { org, type, id, revision } = request.params;
      return revisionOr404(org, type, id, revision);
    },
  );

  api.post(
    '/v1/:org/resources/:type/:id/revisions',
    {
      config: edit,
      schema: {
        response: { 201: resourceRevisionReply },
        params: resourceParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['baseRevision', ...inputRequired],
          properties: { baseRevision: idSchema, ...inputProperties },
        },
      },
    },
    async (request, reply) => {
      const { org, type, id } = request.params;
      const { baseRevision, ...input } = request.body;
      const by = signedIn(request).userId;
      const revision = await db.transaction().execute(async (trx) => {
        const resource = await findResource(trx, org, type, id);
        if (!resource) throw notFound(NOT_FOUND);
        const appended =
          resource.latest_revision === baseRevision &&
          (await appendRevision(
            trx,
            resource.id,
            baseRevision,
            input,
            by,
            new Date().toISOString(),
          ));
        if (!appended) {
          throw new HttpError(
            409,
            `Revision ${resource.latest_revision} was saved by someone else: open it and edit again.`,
          );
        }
        await audit(trx, {
          ...auditOf(request, org, type, id),
          eventType: 'REVISION_ADDED',
          payload: { type, id, revision: baseRevision + 1, changeComment: input.changeComment },
        });
        return baseRevision + 1;
      });
      return reply.code(201).send(await revisionOr404(org, type, id, revision));
    },
  );

  api.delete(
    '/v1/:org/resources/:type/:id',
    { config: edit, schema: { response: { 204: noContent }, params: resourceParams } },
    async (request, reply) => {
      const { org, type, id } = request.params;
      await db.transaction().execute(async (trx) => {
        const resource = await findResource(trx, org, type, id);
        if (!resource) throw notFound(NOT_FOUND);
        await deleteResource(trx, resource.id);
        await audit(trx, {
          ...auditOf(request, org, type, id),
          eventType: 'DELETED',
          payload: { type, id, revisions: resource.latest_revision },
        });
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/v1/:org/resources/:type/:id/revisions/:revision/diff',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: resourceDiffReply }, params: revisionParams },
    },
    async (request) => {
      const { org, type, id, revision } = request.params;
      const resource = await findResource(db, org, type, id);
      const content = resource && (await revisionContent(db, resource.id, revision));
      if (!resource || content === undefined) throw notFound(NOT_FOUND);
      const before =
        revision > 1 ? await revisionContent(db, resource.id, revision - 1) : undefined;
      return {
        type,
        id,
        current: { revision, content },
        previous: before === undefined ? null : { revision: revision - 1, content: before },
      };
    },
  );

  const deployable = async (org: number, type: string, id: string, revision: number) => {
    if (!resourceType(type)?.deploysFlow) {
      throw badRequest(`A ${type} resource does not deploy to the flow server.`);
    }
    return deployableSpec((await revisionOr404(org, type, id, revision)).content);
  };

  api.get(
    '/v1/:org/resources/:type/:id/revisions/:revision/deployment',
    {
      config: { access: { role: HEARTBEAT_ACTIONS.deployResources.role } },
      schema: { response: { 200: deployTargetReply }, params: revisionParams },
    },
    async (request) => {
      const { org, type, id, revision } = request.params;
      const spec = await deployable(org, type, id, revision);
      return { flowId: spec.id, exists: Boolean(await findFlow(db, org, spec.id)) };
    },
  );

  api.post(
    '/v1/:org/resources/:type/:id/revisions/:revision/deploy',
    {
      config: { access: { role: HEARTBEAT_ACTIONS.deployResources.role } },
      schema: { response: { 200: deployResultReply }, params: revisionParams },
    },
    async (request) => {
      const { org, type, id, revision } = request.params;
      const spec = await deployable(org, type, id, revision);
      return db.transaction().execute(async (trx) => {
        const result = await deployFlowSpec(trx, org, spec);
        await audit(trx, {
          ...auditOf(request, org, type, id),
          eventType: 'DEPLOYED',
          payload: { type, id, revision, flowId: spec.id, created: result.created },
        });
        return { flowId: spec.id, ...result };
      });
    },
  );
}
