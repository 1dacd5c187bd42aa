import type { FastifyRequest } from 'fastify';
import type { CrudResource, CrudRoute } from './resource';

/** What every route of a resource knows of it. */
export type Head = Pick<
  CrudResource<unknown, unknown, unknown>,
  'path' | 'idParam' | 'config' | 'entityType' | 'notFound' | 'organization'
>;

type Params = Record<string, number>;

/** The path's organization and row id; the organization checked where declared. */
export async function pathIds(request: FastifyRequest, resource: Head, route: CrudRoute) {
  const params = request.params as Params;
  const org = params.org ?? 0;
  const { organization } = resource;
  if (organization && (organization.on ?? [route]).includes(route)) {
    await organization.check(org);
  }
  return { org, id: params[resource.idParam ?? 'id'] ?? 0 };
}
