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
 * (lib/auth.ts checks it before the input); this is for a check that depends on the input,
 * e.g. one query parameter of a route.
 */
export async function requireFeature(db: Kysely<DB>, organizationId: number, flag: FeatureFlag) {
  if (!(await isFeatureOn(db, organizationId, flag))) throw forbidden(featureOffMessage(flag));
}
