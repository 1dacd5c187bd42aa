import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { audit } from '../audit';
import { signedIn } from '../auth';
import { HttpError, notFound } from '../errors';
import { idParams } from '../schemas';
import { writeWithUniqueName } from '../unique-name';
import { deleteByIds, deleteOne } from './deletes';
import { pathIds } from './paths';
import { listQuery, pageOf } from './page';
import { pageAnswer, pageQuery } from './schemas';
import type { CrudListQuery, CrudResource, CrudTransaction } from './resource';

/**
 * The routes of one resource of an organization (`CrudResource`): `GET <path>` (paged and
 * searched when declared), `GET <path>/:id` (when declared), `POST <path>` (201),
 * `PUT <path>/:id`, and `DELETE <path>/:id` (204) or `POST <path>/delete` with ids. Every
 * change is written in one transaction with its audit event; a unique value taken before or
 * by a racing change (the unique index decides) is refused with the declared message.
 */
export function crudRoutes<Body, Input, Row, Reply = Row>(
  app: FastifyInstance,
  db: Kysely<DB>,
  resource: CrudResource<Body, Input, Row, Reply>,
): void {
  const base = `/v1/:org/${resource.path}`;
  const idParam = resource.idParam ?? 'id';
  const one = `${base}/:${idParam}`;
  const orgOnly = idParams('org');
  const withId = idParams('org', idParam);
  const { read, write } = resource.config;
  const toReply = (row: Row) => (resource.toReply ? resource.toReply(row) : row);
  const missing = () => notFound(resource.notFound);

  async function found(org: number, id: number): Promise<Row> {
    const row = await resource.one(org, id);
    if (row === null || row === undefined) throw missing();
    return row;
  }

  /** A create or an update with its audit event, keeping the unique value unique. */
  function change<T>(
    request: FastifyRequest,
    org: number,
    what: { eventType: 'CREATED' | 'UPDATED'; input: Input; id?: number },
    work: (trx: CrudTransaction, by: number) => Promise<[number, T]>,
  ): Promise<T> {
    const { userId } = signedIn(request);
    const { unique } = resource;
    return writeWithUniqueName(
      db,
      async () => (unique ? unique.taken(org, what.input, what.id) : false),
      () => new HttpError(unique?.status ?? 409, unique?.message ?? ''),
      async (trx) => {
        const [entityId, result] = await work(trx, userId);
        await audit(trx, {
          createdById: userId,
          organizationId: org,
          entityType: resource.entityType,
          entityId,
          eventType: what.eventType,
          payload: resource.auditPayload
            ? resource.auditPayload(what.input, request.body as Body)
            : what.input,
          clientIp: request.ip,
        });
        return result;
      },
    );
  }

  const { paging } = resource;
  app.get(
    base,
    {
      config: read,
      schema: {
        params: orgOnly,
        ...(paging ? { querystring: pageQuery(paging) } : {}),
        response: {
          200: resource.listReply ?? (paging ? pageAnswer(resource.reply) : replyArray(resource)),
        },
      },
    },
    async (request) => {
      const { org } = await pathIds(request, resource, 'list');
      // Only a paged list reads its query (validated by its schema); the others have none.
      const query = listQuery(paging ? (request.query as Partial<CrudListQuery>) : {}, paging);
      const listed = await resource.list(org, query);
      if (Array.isArray(listed)) return listed.map(toReply);
      return pageOf(query, listed, toReply);
    },
  );

  if (resource.get) {
    app.get(
      one,
      { config: read, schema: { params: withId, response: { 200: resource.reply } } },
      async (request) => {
        const { org, id } = await pathIds(request, resource, 'get');
        return toReply(await found(org, id));
      },
    );
  }

  app.post(
    base,
    {
      config: write,
      schema: { params: orgOnly, body: resource.body, response: { 201: resource.reply } },
    },
    async (request, reply) => {
      const { org } = await pathIds(request, resource, 'create');
      const { limit } = resource;
      const refuseOverLimit = async () => {
        if (limit && (await limit.count(org)) >= limit.most) {
          throw new HttpError(409, limit.message);
        }
      };
      if (limit?.first) await refuseOverLimit();
      const input = await resource.prepare(request.body as Body, { org, request, existing: null });
      if (!limit?.first) await refuseOverLimit();
      const [id, row] = await change(
        request,
        org,
        { eventType: 'CREATED', input },
        async (trx, by) => {
          const written = await resource.insert(trx, org, input, by);
          const result: [number, Row | null] =
            typeof written === 'number' ? [written, null] : [resource.idOf(written), written];
          return [result[0], result];
        },
      );
      return reply.code(201).send(toReply(row ?? (await found(org, id))));
    },
  );

  app.put(
    one,
    {
      config: write,
      schema: { params: withId, body: resource.body, response: { 200: resource.reply } },
    },
    async (request) => {
      const { org, id } = await pathIds(request, resource, 'update');
      const body = request.body as Body;
      let input: Input;
      if (resource.bodyFirst) {
        input = await resource.prepare(body, { org, request, existing: null });
        await found(org, id);
      } else {
        const existing = await found(org, id);
        input = await resource.prepare(body, { org, request, existing });
      }
      const row = await change(
        request,
        org,
        { eventType: 'UPDATED', input, id },
        async (trx, by) => {
          const written = await resource.update(trx, org, id, input, by);
          if (written === false || written === null) throw missing();
          return [id, written === true ? null : written];
        },
      );
      return toReply(row ?? (await found(org, id)));
    },
  );

  if (resource.deleteByIds) deleteByIds(app, db, resource, resource.deleteByIds);
  if (resource.deleteOne) deleteOne(app, db, resource, resource.deleteOne);
}

function replyArray(resource: { reply: object }) {
  return { type: 'array', items: resource.reply } as const;
}
