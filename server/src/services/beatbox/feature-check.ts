import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FeatureFlag } from '../../../../src/shared/contracts/features';
import type { DB } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { featuresFor } from '../config/store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature the organization in the path must have on (checked after the role). */
    requiresFeature?: FeatureFlag;
  }
}

/**
 * A preValidation hook, added after `authenticate`: a route that names a feature answers 403
 * when its organization has the feature off, before its input is looked at. A small local
 * check, meant to give way to the server's shared feature guard.
 */
export function requireFeature(db: Kysely<DB>) {
  return async (request: FastifyRequest) => {
    const flag = request.routeOptions.config.requiresFeature;
    if (!flag) return;
    const raw = (request.params as Record<string, unknown> | undefined)?.org;
    // Not an id: validation refuses it next.
    if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return;
    const features = await featuresFor(db, Number(raw));
    if (!features[flag]) throw forbidden(`The ${flag} feature is off for the organization.`);
  };
}
