import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { audit, auditAll } from '../audit';
import { signedIn } from '../auth';
import { notFound } from '../errors';
import { idParams, noContent } from '../schemas';
import { pathIds, type Head } from './paths';
import type { CrudDeleteByIds, CrudDeleteOne } from './resource';
import { deleteByIdsBody } from './schemas';

/** `DELETE <path>/:id`: 204, or 404 when the organization has no such row. */
export function deleteOne(
  app: FastifyInstance,
  db: Kysely<DB>,
  resource: Head,
  remove: CrudDeleteOne,
) {
  const idParam = resource.idParam ?? 'id';
  app.delete(
    `/v1/:org/${resource.path}/:${idParam}`,
    {
      config: resource.config.write,
      schema: { params: idParams('org', idParam), response: { 204: noContent } },
    },
    async (request, reply) => {
      const { org, id } = await pathIds(request, resource, 'delete');
      await db.transaction().execute(async (trx) => {
        const payload = await remove(trx, org, id);
        if (payload === null) throw notFound(resource.notFound);
        await audit(trx, {
          createdById: signedIn(request).userId,
          organizationId: org,
          entityType: resource.entityType,
          entityId: id,
          eventType: 'DELETED',
          payload,
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}

/** `POST <path>/delete` with ids: deletes those that are the organization's, each audited. */
export function deleteByIds(
  app: FastifyInstance,
  db: Kysely<DB>,
  resource: Head,
  removal: CrudDeleteByIds,
) {
  app.post(
    `/v1/:org/${resource.path}/delete`,
    {
      config: resource.config.write,
      schema: {
        params: idParams('org'),
        body: deleteByIdsBody(removal),
        response: { 200: removal.reply },
      },
    },
    async (request) => {
      const { org } = await pathIds(request, resource, 'delete');
      const { userId } = signedIn(request);
      const listed = (request.body as Record<string, number[]>)[removal.field] ?? [];
      const wanted = [...new Set(listed)];
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await removal.remove(trx, org, wanted);
        await auditAll(
          trx,
          rows.map((row) => ({
            createdById: userId,
            organizationId: org,
            entityType: resource.entityType,
            entityId: row.id,
            eventType: 'DELETED',
            payload: { name: row.name },
            clientIp: request.ip,
          })),
        );
        return rows.map((row) => row.id);
      });
      const gone = new Set(deleted);
      return { deleted, failed: wanted.filter((id) => !gone.has(id)) };
    },
  );
}
