import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  CONNECTIVITY_HOST_PATTERN,
  RESERVED_ADDRESS_MESSAGE,
  type ConnectivityResult,
} from '@contracts/connectivity';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, signedIn } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import { orgParams } from '../../lib/schemas';
import { allowList, mayConnect, resolveHost } from '../../lib/addresses';
import { probe } from './connectivity';
import { connectivityReply } from './replies';

/**
 * The connectivity check (connectivityCheck feature, Deployer and up): one TCP connection
 * from the server to a public host and port, within CONNECTIVITY_TIMEOUT_MS, at most
 * CONNECTIVITY_RATE_LIMIT_PER_MINUTE a minute per user; each check is audited.
 */
export function connectivityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config } = ctx;
  const allowed = allowList(config.connectivityAllowedNetworks);
  const timeoutMs = config.connectivityTimeoutMs;

  api.post(
    '/v1/:org/connectivity',
    {
      config: {
        access: accessOf(HEARTBEAT_ACTIONS.checkConnectivity),
        // Per user, counted once the caller is known (after authentication and validation).
        rateLimit: {
          max: config.connectivityRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `connectivity:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        response: { 200: connectivityReply },
        params: orgParams,
        body: {
          type: 'object',
          required: ['hostname', 'port'],
          additionalProperties: false,
          properties: {
            hostname: { type: 'string', pattern: CONNECTIVITY_HOST_PATTERN },
            port: { type: 'integer', minimum: 1, maximum: 65535 },
          },
        },
      },
    },
    async (request): Promise<ConnectivityResult> => {
      const principal = signedIn(request);
      const { org } = request.params;
      const { hostname, port } = request.body;
      const started = Date.now();
      const resolution = await resolveHost(hostname, timeoutMs);
      const addresses = resolution.kind === 'addresses' ? resolution.addresses : [];
      // Every address the name has must be allowed: a name that also points inward is refused
      // as a whole, so no answer order or retry can lead the check inside.
      const refused = addresses.length > 0 && !addresses.every((a) => mayConnect(a, allowed));
      const address = refused ? null : (addresses[0] ?? null);
      const reachable =
        address !== null &&
        (await probe(address, port, Math.max(100, timeoutMs - (Date.now() - started))));
      const status = refused
        ? 'refused'
        : address === null
          ? 'unresolvable'
          : reachable
            ? 'reachable'
            : 'unreachable';
      await audit(db, {
        createdById: principal.userId,
        organizationId: org,
        entityType: 'CONNECTIVITY_CHECK',
        entityId: `${hostname}:${port}`,
        eventType: status === 'refused' ? 'CHECK_REFUSED' : 'CHECKED',
        payload: { hostname, port, addresses, address, status },
        clientIp: request.ip,
      });
      if (status === 'refused') throw new HttpError(400, RESERVED_ADDRESS_MESSAGE);
      const message =
        status === 'unresolvable'
          ? `Can't resolve ${hostname}`
          : status === 'reachable'
            ? `${hostname}:${port} is reachable`
            : `${hostname}:${port} is not reachable`;
      return { hostname, port, status, address, message };
    },
  );
}
