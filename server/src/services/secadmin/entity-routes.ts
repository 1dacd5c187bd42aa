import type { FastifyInstance } from 'fastify';
import {
  AUTHORIZATION_ENTITY_LIMIT,
  AUTHORIZATION_IDS_LIMIT,
  type DeleteByIdResult,
} from '@contracts/authorization';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { HttpError, notFound } from '../../lib/errors';
import { idParams, idSchema } from '../../lib/schemas';
import { writeWithUniqueName } from '../../lib/unique-name';
import type { AuthorizationTransaction } from './authorization-store';
import { deleteByIdReply } from './replies';

/** The rows of one kind (permissions, roles, ...) as the routes need them. */
export interface EntityKind<Input, Entity> {
  /** The path under `/v1/:org/`. */
  path: string;
  /** The path parameter of one row, and the delete body's list of them. */
  ids?: { param: string; deleteField: string };
  /** The most rows the organization may have, and the answer past it. */
  most?: { count: number; message: string };
  /** The answer to a row the organization does not have. */
  notFound?: string;
  /** The audit log's entity type. */
  entityType: string;
  /** Its answers' schema. */
  reply: object;
  /** Its body's schema (strict). */
  body: object;
  /** Spec 5's answer to a name the organization already has; none: names may repeat. */
  nameTaken?: {
    message: string;
    taken: (org: number, name: string, except?: number) => Promise<boolean>;
  };
  list: (org: number, limit: number) => Promise<Entity[]>;
  count: (org: number) => Promise<number>;
  /** Trims and checks what was sent (links to the organization's own rows only): 400 if not. */
  prepare: (org: number, body: Input) => Promise<Input & { name: string }>;
  insert: (trx: AuthorizationTransaction, org: number, input: Input, by: number) => Promise<number>;
  update: (
    trx: AuthorizationTransaction,
    org: number,
    id: number,
    input: Input,
    by: number,
  ) => Promise<boolean>;
  remove: (
    trx: AuthorizationTransaction,
    org: number,
    ids: readonly number[],
  ) => Promise<{ id: number; name: string }[]>;
}

const admin = { access: { role: 'ADMIN' as const } };

function deleteBody(field: string) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [field],
    properties: {
      [field]: {
        type: 'array',
        minItems: 1,
        maxItems: AUTHORIZATION_IDS_LIMIT,
        uniqueItems: true,
        items: idSchema,
      },
    },
  } as const;
}

type OrgParams = { org: number };

/**
 * List, create, edit and delete in bulk one kind of the organization's rows, for its admins;
 * each change in one transaction with its audit event. A name the organization already has is
 * a 409 with spec 5's message, also when two changes race (the unique index decides).
 */
export function entityRoutes<Input, Entity extends { id: number }>(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
  kind: EntityKind<Input, Entity>,
): void {
  const { db } = ctx;
  const base = `/v1/:org/${kind.path}`;
  const { param, deleteField } = kind.ids ?? { param: 'id', deleteField: 'ids' };
  const most = kind.most ?? {
    count: AUTHORIZATION_ENTITY_LIMIT,
    message: `An organization has at most ${AUTHORIZATION_ENTITY_LIMIT} of these.`,
  };
  const missing = () => notFound(kind.notFound);
  const entity = async (org: number, id: number) =>
    (await kind.list(org, AUTHORIZATION_ENTITY_LIMIT)).find((row) => row.id === id);

  const change = <T>(
    org: number,
    name: string,
    except: number | undefined,
    write: (trx: AuthorizationTransaction) => Promise<T>,
  ): Promise<T> => {
    const unique = kind.nameTaken;
    return writeWithUniqueName(
      db,
      async () => (unique ? unique.taken(org, name, except) : false),
      () => new HttpError(409, unique?.message ?? 'The name is taken.'),
      write,
    );
  };

  app.get(
    base,
    {
      config: admin,
      schema: { params: idParams('org'), response: { 200: { type: 'array', items: kind.reply } } },
    },
    async (request) => {
      const { org } = request.params as OrgParams;
      await anOrganization(org);
      return kind.list(org, AUTHORIZATION_ENTITY_LIMIT);
    },
  );

  app.post(
    base,
    {
      config: admin,
      schema: { params: idParams('org'), body: kind.body, response: { 201: kind.reply } },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org } = request.params as OrgParams;
      await anOrganization(org);
      const input = await kind.prepare(org, request.body as Input);
      if ((await kind.count(org)) >= most.count) throw new HttpError(409, most.message);
      const id = await change(org, input.name, undefined, async (trx) => {
        const created = await kind.insert(trx, org, input, principal.userId);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: kind.entityType,
          entityId: created,
          eventType: 'CREATED',
          payload: input,
          clientIp: request.ip,
        });
        return created;
      });
      return reply.code(201).send(await entity(org, id));
    },
  );

  app.put(
    `${base}/:${param}`,
    {
      config: admin,
      schema: { params: idParams('org', param), body: kind.body, response: { 200: kind.reply } },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org } = request.params as OrgParams;
      const id = (request.params as Record<string, number>)[param] ?? 0;
      await anOrganization(org);
      if (!(await entity(org, id))) throw missing();
      const input = await kind.prepare(org, request.body as Input);
      await change(org, input.name, id, async (trx) => {
        if (!(await kind.update(trx, org, id, input, principal.userId))) throw missing();
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: kind.entityType,
          entityId: id,
          eventType: 'UPDATED',
          payload: input,
          clientIp: request.ip,
        });
      });
      return entity(org, id);
    },
  );

  app.post(
    `${base}/delete`,
    {
      config: admin,
      schema: {
        params: idParams('org'),
        body: deleteBody(deleteField),
        response: { 200: deleteByIdReply },
      },
    },
    async (request): Promise<DeleteByIdResult> => {
      const principal = signedIn(request);
      const { org } = request.params as OrgParams;
      await anOrganization(org);
      const wanted = (request.body as Record<string, number[]>)[deleteField] ?? [];
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await kind.remove(trx, org, wanted);
        for (const row of rows) {
          await audit(trx, {
            createdById: principal.userId,
            organizationId: org,
            entityType: kind.entityType,
            entityId: row.id,
            eventType: 'DELETED',
            payload: { name: row.name },
            clientIp: request.ip,
          });
        }
        return rows.map((row) => row.id);
      });
      const gone = new Set(deleted);
      return { deleted, failed: wanted.filter((id) => !gone.has(id)) };
    },
  );
}
