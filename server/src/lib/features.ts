import type { Kysely } from 'kysely';
import type { FeatureFlag } from '../../../src/shared/contracts/features';
import type { DB } from '../db/schema';
import { featuresFor } from '../services/config/store';
import { forbidden } from './errors';

/** Refuses the call when the organization does not have the feature on. */
export async function requireFeature(db: Kysely<DB>, organizationId: number, flag: FeatureFlag) {
  const features = await featuresFor(db, organizationId);
  if (!features[flag]) {
    throw forbidden(`The ${flag} feature is not enabled for this organization.`);
  }
}
