import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { FeatureFlag } from '../../../src/shared/contracts/features';
import type { DB } from '../db/schema';
import { isFeatureOn } from '../services/config/store';
import { forbidden } from './errors';

/** The answer's message when the organization has the feature off (403). */
export function featureOffMessage(flag: FeatureFlag): string {
  return `The ${flag} feature is off for this organization.`;
}

/**
 * Refuses the call (403, naming the feature) when the organization does not have the feature
 * on. A route gated as a whole declares it instead: `config: { access: { role, feature } }`
 * (`guardFeature` below); this is for a check that depends on the input, e.g. one query
 * parameter of a route.
 */
export async function requireFeature(db: Kysely<DB>, organizationId: number, flag: FeatureFlag) {
  if (!(await isFeatureOn(db, organizationId, flag))) throw forbidden(featureOffMessage(flag));
}

/**
 * Called for every route as it is registered (app.ts): a route whose access names a feature
 * gets a first preHandler that refuses the call while the organization has it off. It runs
 * after the role check (before validation, lib/auth.ts) and after validation, so bad input is
 * a 400 whatever the toggle, and before the handler and the route's rate limit.
 */
export function guardFeature(db: Kysely<DB>, route: RouteOptions): void {
  const access = (route.config as { access?: { feature?: FeatureFlag; orgParam?: string } })
    ?.access;
  const flag = access?.feature;
  if (!flag) return;
  const orgParam = access.orgParam ?? 'org';
  const guard = async (request: FastifyRequest) => {
    const org = (request.params as Record<string, unknown>)[orgParam];
    if (typeof org === 'number') await requireFeature(db, org, flag);
  };
  const existing = route.preHandler;
  route.preHandler = [
    guard,
    ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
  ];
}
