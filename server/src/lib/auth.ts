import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { isOwner, roleAtLeast } from '@contracts/roles';
import type { Role, RoleEntry } from '@contracts/roles';
import type { FeatureFlag } from '@contracts/features';
import type { ActionRule } from '@contracts/rules';
import type { DB } from '../db/schema';
import type { TokenSigner } from './jwt';
import { forbidden, notFound, unauthorized } from './errors';
import { findOpenSession } from './sessions';

export interface Principal {
  userId: number;
  /** The user's own organization. */
  organizationId: number;
  sessionId: string;
  email: string;
  /** Highest role per organization. */
  roles: RoleEntry[];
  owner: boolean;
}

/**
 * Who may call a route, declared beside it and checked before its input is validated:
 * the minimum role in the organization named by a path parameter (`org` unless said
 * otherwise), and optionally that another path parameter is the caller's own user id.
 */
export interface RouteAccess {
  role: Role;
  /**
   * A feature toggle (spec 3.1) the organization must have on: checked after the role and the
   * input's validation, before the handler (403 with a message naming the feature when it is
   * off; lib/features.ts `guardFeature`, the one feature gate of the routes).
   */
  feature?: FeatureFlag;
  /** The feature is checked before the input is validated, right after the role. */
  featureFirst?: boolean;
  /** The feature gates only the validated requests this says (one flow's metrics graph). */
  featureIf?: (request: FastifyRequest) => boolean;
  orgParam?: string;
  selfParam?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from a bearer token: a valid signature is not enough, the session
 * behind it must still be open, so terminating a session or setting a password takes
 * effect at once rather than when the access token expires.
 */
export async function resolvePrincipal(
  db: Kysely<DB>,
  signer: TokenSigner,
  request: FastifyRequest,
): Promise<Principal | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await signer.verify(token);
  if (!claims) return null;
  const session = await findOpenSession(db, claims.sid, claims.userId);
  if (!session) return null;
  return {
    userId: claims.userId,
    organizationId: session.organizationId,
    sessionId: claims.sid,
    email: session.email,
    roles: session.roles,
    owner: isOwner(session.roles),
  };
}

/** A path parameter as an id, read before validation: null when it is not one. */
function rawId(request: FastifyRequest, name: string): number | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A preValidation hook that requires a signed-in caller and the route's declared access,
 * so a caller without the role is refused before anything they sent is looked at. A
 * parameter that is not an id is left to validation, which refuses it.
 */
export function authenticate(db: Kysely<DB>, signer: TokenSigner) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.principal = await resolvePrincipal(db, signer, request);
    if (!request.principal) throw unauthorized();
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access.selfParam) {
      const userId = rawId(request, access.selfParam);
      if (userId !== null) forbiddenUnlessSelf(request.principal, userId);
    }
    const org = rawId(request, access.orgParam ?? 'org');
    if (org === null) return;
    requireRoleIn(request.principal, org, access.role);
  };
}

/** The route access of a shared action rule: its role and, if it has one, its feature. */
export function accessOf(rule: ActionRule): RouteAccess {
  return rule.feature ? { role: rule.role, feature: rule.feature } : { role: rule.role };
}

export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function roleIn(principal: Principal, organizationId: number): Role | null {
  return principal.roles.find((r) => r.organizationId === organizationId)?.role ?? null;
}

/**
 * Requires a role in the organization (owners count as admins everywhere). An
 * organization the caller has nothing to do with answers 404, not 403, so its
 * existence is not revealed.
 */
export function requireRoleIn(principal: Principal, organizationId: number, minimum: Role): void {
  if (principal.owner) return;
  const role = roleIn(principal, organizationId);
  if (!role) throw notFound('Organization not found.');
  if (!roleAtLeast(role, minimum)) throw forbidden();
}

/** Any role at all in the organization, or owner. */
export function requireMemberOf(principal: Principal, organizationId: number): void {
  requireRoleIn(principal, organizationId, 'AGENT');
}

/** Configuration and the like belong to their user alone. */
export function forbiddenUnlessSelf(principal: Principal, userId: number): void {
  if (principal.userId !== userId) throw forbidden('You may only use your own configuration.');
}

/**
 * Checked as each route is registered: a route of an organization (`:org` in its path)
 * declares who may call it, and a declared parameter is one of the route's own.
 */
export function checkRouteAccess(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): void {
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const params = (route.schema?.params as { properties?: Record<string, unknown> } | undefined)
    ?.properties;
  if (!access) {
    if (route.url.includes('/:org/')) throw new Error(`${route.url}: no access declared`);
    return;
  }
  for (const name of [access.orgParam ?? 'org', access.selfParam]) {
    if (name && !params?.[name]) throw new Error(`${route.url}: no path parameter "${name}"`);
  }
}

/**
 * A route-level preValidation hook (it runs after `authenticate`): only an owner may call
 * the route, refused before its input is looked at.
 */
export async function ownersOnly(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).owner) throw forbidden('Only an owner may do this.');
}
