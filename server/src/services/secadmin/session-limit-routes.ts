import type { FastifyInstance } from 'fastify';
import {
  ON_LIMIT,
  SESSION_LIMIT_RANK_MAX,
  SESSION_TIMEOUT_MAX_SECONDS,
  SESSION_USER_LIMIT_MAX,
  type OnLimit,
  type SessionConcurrentLimit,
  type SessionConcurrentLimitInput,
  type SessionLifetimeLimit,
  type SessionLifetimeLimitInput,
} from '@contracts/authorization';
import type { AppContext } from '../../context';
import { countOwned, linksOf, ownedIds, setLinks } from './authorization-store';
import {
  descriptionSchema,
  idList,
  nameSchema,
  ownLinks,
  trimmedName,
} from './authorization-routes';
import { entityRoutes } from './entity-routes';
import { concurrentLimitReply, lifetimeLimitReply } from './replies';
import {
  type SessionLimitRow,
  type SessionLimitValues,
  deleteSessionLimits,
  insertSessionLimit,
  sessionLimits,
  updateSessionLimit,
} from './session-limit-store';

const rank = { type: 'integer', minimum: 0, maximum: SESSION_LIMIT_RANK_MAX } as const;

/**
 * Session limits (spec 2.4): lifetime limits and concurrent limits, each for some user groups
 * and known clients (none named: all), for the organization's admins. The identity service
 * applies the matching one of lowest rank at sign-in.
 */
export function sessionLimitRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const { db } = ctx;

  /** The links both kinds have, checked against the organization's own rows. */
  async function links(org: number, body: { userGroupIds: number[]; knownClientIds: number[] }) {
    return {
      userGroupIds: await ownLinks(
        (ids) => ownedIds(db, 'user_groups', org, ids),
        body.userGroupIds,
        'userGroupIds',
      ),
      knownClientIds: await ownLinks(
        (ids) => ownedIds(db, 'known_clients', org, ids),
        body.knownClientIds,
        'knownClientIds',
      ),
    };
  }

  async function listed(org: number, kind: 'LIFETIME' | 'CONCURRENT', limit: number) {
    const rows = await sessionLimits(db, org, kind, limit);
    const ids = rows.map((row) => row.id);
    const [groups, clients] = await Promise.all([
      linksOf(db, 'session_limit_user_groups', ids),
      linksOf(db, 'session_limit_known_clients', ids),
    ]);
    return rows.map((row: SessionLimitRow) => ({
      row,
      common: {
        id: row.id,
        description: row.description,
        rank: row.rank,
        userGroupIds: groups.get(row.id) ?? [],
        knownClientIds: clients.get(row.id) ?? [],
        created: row.created,
        createdBy: row.created_by,
        updated: row.updated,
        updatedBy: row.updated_by,
      },
    }));
  }

  function write(kind: 'LIFETIME' | 'CONCURRENT', toValues: (input: never) => SessionLimitValues) {
    return {
      count: (org: number) => countOwned(db, 'session_limits', org),
      remove: (
        trx: Parameters<typeof deleteSessionLimits>[0],
        org: number,
        ids: readonly number[],
      ) => deleteSessionLimits(trx, org, kind, ids),
      insert: async (
        trx: Parameters<typeof insertSessionLimit>[0],
        org: number,
        input: { userGroupIds: number[]; knownClientIds: number[] },
        by: number,
      ) => {
        const id = await insertSessionLimit(trx, org, kind, toValues(input as never), by);
        await setLinks(trx, 'session_limit_user_groups', id, input.userGroupIds);
        await setLinks(trx, 'session_limit_known_clients', id, input.knownClientIds);
        return id;
      },
      update: async (
        trx: Parameters<typeof updateSessionLimit>[0],
        org: number,
        id: number,
        input: { userGroupIds: number[]; knownClientIds: number[] },
        by: number,
      ) => {
        if (!(await updateSessionLimit(trx, org, kind, id, toValues(input as never), by))) {
          return false;
        }
        await setLinks(trx, 'session_limit_user_groups', id, input.userGroupIds);
        await setLinks(trx, 'session_limit_known_clients', id, input.knownClientIds);
        return true;
      },
    };
  }

  entityRoutes<SessionLifetimeLimitInput, SessionLifetimeLimit>(app, ctx, anOrganization, {
    path: 'session-limits/lifetime',
    entityType: 'SESSION_LIFETIME_LIMIT',
    reply: lifetimeLimitReply,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'description', 'rank', 'timeoutSeconds', 'userGroupIds', 'knownClientIds'],
      properties: {
        name: nameSchema,
        description: descriptionSchema,
        rank,
        timeoutSeconds: { type: 'integer', minimum: 1, maximum: SESSION_TIMEOUT_MAX_SECONDS },
        userGroupIds: idList,
        knownClientIds: idList,
      },
    },
    list: async (org, limit) =>
      (await listed(org, 'LIFETIME', limit)).map(({ row, common }) => ({
        ...common,
        name: row.name,
        timeoutSeconds: row.timeout_seconds ?? 0,
      })),
    prepare: async (org, body) => ({
      ...body,
      name: trimmedName(body.name),
      description: body.description.trim(),
      ...(await links(org, body)),
    }),
    ...write('LIFETIME', (input: SessionLifetimeLimitInput) => ({
      name: input.name,
      description: input.description,
      rank: input.rank,
      timeout_seconds: input.timeoutSeconds,
      user_limit: null,
      client_ip_limit: null,
      on_limit: null,
    })),
  });

  entityRoutes<SessionConcurrentLimitInput, SessionConcurrentLimit>(app, ctx, anOrganization, {
    path: 'session-limits/concurrent',
    entityType: 'SESSION_CONCURRENT_LIMIT',
    reply: concurrentLimitReply,
    body: {
      type: 'object',
      additionalProperties: false,
      required: [
        'description',
        'rank',
        'userLimit',
        'clientIpLimit',
        'onLimit',
        'userGroupIds',
        'knownClientIds',
      ],
      properties: {
        description: descriptionSchema,
        rank,
        userLimit: { type: 'integer', minimum: 1, maximum: SESSION_USER_LIMIT_MAX },
        clientIpLimit: {
          anyOf: [
            { type: 'integer', minimum: 1, maximum: SESSION_USER_LIMIT_MAX },
            { type: 'null' },
          ],
        },
        onLimit: { type: 'string', enum: [...ON_LIMIT] },
        userGroupIds: idList,
        knownClientIds: idList,
      },
    },
    list: async (org, limit) =>
      (await listed(org, 'CONCURRENT', limit)).map(({ row, common }) => ({
        ...common,
        userLimit: row.user_limit ?? 0,
        clientIpLimit: row.client_ip_limit,
        onLimit: (row.on_limit ?? 'REFUSE') as OnLimit,
      })),
    prepare: async (org, body) => ({
      ...body,
      // Concurrent limits have no name of their own; their description names them.
      name: body.description.trim(),
      description: body.description.trim(),
      ...(await links(org, body)),
    }),
    ...write('CONCURRENT', (input: SessionConcurrentLimitInput) => ({
      name: '',
      description: input.description,
      rank: input.rank,
      timeout_seconds: null,
      user_limit: input.userLimit,
      client_ip_limit: input.clientIpLimit,
      on_limit: input.onLimit,
    })),
  });
}
