import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { FEATURE_FLAGS, noFeatures } from '@contracts/features';
import type { FeatureFlag, Features } from '@contracts/features';
import type { DB } from '../db/schema';
import type { RouteAccess } from './auth';
import { forbidden, notFound } from './errors';

/*
 * Feature toggles (spec 3.1) and the one way a route is gated by one: its access names the
 * feature (`config: { access: { role, feature } }`), and `guardFeature` below refuses the call
 * while the organization in its path has the feature off. Nothing else gates a route.
 */

/** The features with whether each is on for the organization (enabled, for all or for it). */
function featureStates(db: Kysely<DB>, organizationId: number) {
  return db
    .selectFrom('features')
    .leftJoin('feature_organizations', (join) =>
      join
        .onRef('feature_organizations.feature_key', '=', 'features.key')
        .on('feature_organizations.organization_id', '=', organizationId),
    )
    .select(['features.key', 'features.enabled', 'features.all_organizations'])
    .select('feature_organizations.organization_id');
}

const isOn = (row: {
  enabled: number;
  all_organizations: number;
  organization_id: number | null;
}) => row.enabled === 1 && (row.all_organizations === 1 || row.organization_id !== null);

/** Every flag of spec 3.1: on when the feature is enabled for all or for this organization. */
export async function featuresFor(db: Kysely<DB>, organizationId: number): Promise<Features> {
  const rows = await featureStates(db, organizationId).execute();
  const features = noFeatures();
  for (const row of rows) {
    if (!(FEATURE_FLAGS as readonly string[]).includes(row.key)) continue;
    features[row.key as keyof Features] = isOn(row);
  }
  return features;
}

/** One flag of the organization (what `featuresFor` says of it), read alone. */
export async function isFeatureOn(
  db: Kysely<DB>,
  organizationId: number,
  flag: FeatureFlag,
): Promise<boolean> {
  const row = await featureStates(db, organizationId)
    .where('features.key', '=', flag)
    .executeTakeFirst();
  return row !== undefined && isOn(row);
}

/** The answer's message when the organization has the feature off (403). */
export function featureOffMessage(flag: FeatureFlag): string {
  return `The ${flag} feature is off for this organization.`;
}

/**
 * Refuses the call while the organization has the feature off: 403 naming the feature, or 404
 * when there is no such organization (only an owner gets this far for one: the role check
 * answers 404 to anyone else), as the handler would have said.
 */
async function requireFeature(db: Kysely<DB>, organizationId: number, flag: FeatureFlag) {
  if (await isFeatureOn(db, organizationId, flag)) return;
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound('Organization not found.');
  throw forbidden(featureOffMessage(flag));
}

/** A path parameter read before validation as an id: null when it is not one. */
function rawId(request: FastifyRequest, name: string): number | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

const hooksOf = (existing: RouteOptions['preHandler']) =>
  existing ? (Array.isArray(existing) ? existing : [existing]) : [];

/**
 * Called for every route as it is registered (app.ts): a route whose access names a feature
 * gets a hook that refuses the call while the organization has it off.
 *
 * - By default the hook is the route's first preHandler: after the role check (before
 *   validation, lib/auth.ts) and after validation, so bad input is a 400 whatever the toggle,
 *   and before the handler and the route's rate limit.
 * - `featureFirst` moves it before validation, right after the role checks (the route's last
 *   preValidation hook): a body is not even read for a feature the organization does not have
 *   (beatbox and agents). A path parameter that is not an id is left to validation.
 * - `featureIf` gates only the requests it says, judged on the validated request: one flow's
 *   metrics graph (`GET /histograms?flowId=`) needs metricsGraph, the organization's does not.
 *   The one gate that depends on the input; it cannot be combined with `featureFirst`.
 */
export function guardFeature(db: Kysely<DB>, route: RouteOptions): void {
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const flag = access?.feature;
  if (!access || !flag) {
    if (access?.featureFirst || access?.featureIf) {
      throw new Error(`${route.url}: featureFirst and featureIf need a feature`);
    }
    return;
  }
  if (access.featureFirst && access.featureIf) {
    throw new Error(`${route.url}: a gate judged on the input cannot come before validation`);
  }
  const orgParam = access.orgParam ?? 'org';
  const { featureIf } = access;
  const guard = async (request: FastifyRequest) => {
    const org = rawId(request, orgParam);
    if (org === null) return;
    if (featureIf && !featureIf(request)) return;
    await requireFeature(db, org, flag);
  };
  if (access.featureFirst) {
    route.preValidation = [...hooksOf(route.preValidation), guard];
  } else {
    route.preHandler = [guard, ...hooksOf(route.preHandler)];
  }
}
