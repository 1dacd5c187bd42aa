import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adrRoutes } from './adr/routes';
import { beatboxRoutes } from './beatbox/routes';
import { alertRoutes } from './alerts/routes';
import { configRoutes } from './config/routes';
import { datalakeRoutes } from './datalake/routes';
import { frontendRoutes } from './frontend/routes';
import { identityRoutes } from './identity/routes';
import { inboundRoutes } from './insights/inbound-routes';
import { insightsRoutes } from './insights/routes';
import { registryRoutes } from './registry/routes';
import { platformRoutes } from './platform/routes';
import { secadminRoutes } from './secadmin/routes';

export interface ServicePlugin {
  /** Where its routes live. */
  prefix: string;
  routes: (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
  /** Its name on the platform status page; unnamed plugins are part of another service. */
  statusName?: string;
}

/**
 * THE one list of the server's API services, in the order of the status page. Adding a
 * service is one line here; app.ts registers each under its prefix.
 */
export const SERVICES: readonly ServicePlugin[] = [
  { prefix: '/api/identity', routes: identityRoutes, statusName: 'identity' },
  { prefix: '/api/config', routes: configRoutes, statusName: 'configuration' },
  { prefix: '/api/insights', routes: insightsRoutes, statusName: 'insights' },
  { prefix: '/api/registry', routes: registryRoutes, statusName: 'registry' },
  // Beatboxes and agents: part of the resource registry.
  { prefix: '/api/registry', routes: beatboxRoutes },
  { prefix: '/api/adr', routes: adrRoutes, statusName: 'adr' },
  { prefix: '/api/secadmin', routes: secadminRoutes, statusName: 'secAdmin' },
  { prefix: '/api/datalake', routes: datalakeRoutes, statusName: 'data lake' },
  // The insights service's alert rules.
  { prefix: '/api/insights', routes: alertRoutes },
  // The insights service's public door for messages.
  { prefix: '/api/inbound', routes: inboundRoutes },
  { prefix: '/api/platform', routes: platformRoutes },
  { prefix: '/client-api', routes: frontendRoutes, statusName: 'frontend server' },
];
