import type { FastifyInstance } from 'fastify';
import { AUTHORIZATION_ENTITY_LIMIT, AUTHORIZATION_IDS_LIMIT } from '@contracts/authorization';
import type { AppContext } from '../../context';
import { crudRoutes } from '../../lib/crud';
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

/**
 * List, create, edit and delete in bulk one kind of the organization's rows, for its admins,
 * on the CRUD route kit: each change in one transaction with its audit event. A name the
 * organization already has is a 409 with spec 5's message, also when two changes race (the
 * unique index decides).
 */
export function entityRoutes<Input, Entity extends { id: number }>(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
  kind: EntityKind<Input, Entity>,
): void {
  const { param, deleteField } = kind.ids ?? { param: 'id', deleteField: 'ids' };
  const most = kind.most ?? {
    count: AUTHORIZATION_ENTITY_LIMIT,
    message: `An organization has at most ${AUTHORIZATION_ENTITY_LIMIT} of these.`,
  };
  const unique = kind.nameTaken;

  crudRoutes<Input, Input & { name: string }, Entity>(app, ctx.db, {
    path: kind.path,
    idParam: param,
    config: { read: admin, write: admin },
    entityType: kind.entityType,
    notFound: kind.notFound ?? 'Not found.',
    organization: { check: anOrganization },
    body: kind.body,
    reply: kind.reply,
    list: (org) => kind.list(org, AUTHORIZATION_ENTITY_LIMIT),
    idOf: (row) => row.id,
    one: async (org, id) =>
      (await kind.list(org, AUTHORIZATION_ENTITY_LIMIT)).find((row) => row.id === id),
    prepare: (body, { org }) => kind.prepare(org, body),
    limit: { count: kind.count, most: most.count, message: most.message },
    ...(unique && {
      unique: {
        message: unique.message,
        taken: (org, input, except) => unique.taken(org, input.name, except),
      },
    }),
    insert: kind.insert,
    update: kind.update,
    deleteByIds: {
      field: deleteField,
      max: AUTHORIZATION_IDS_LIMIT,
      reply: deleteByIdReply,
      remove: kind.remove,
    },
  });
}
