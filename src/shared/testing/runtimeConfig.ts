import { RUNTIME_SERVICES, type RuntimeConfig } from '../contracts/identity';

/**
 * Every service of the runtime configuration contract at the base the server gives it:
 * `/api/<service>`, the front end at the page's own origin.
 */
export const TEST_SERVICES = Object.fromEntries(
  RUNTIME_SERVICES.map((service) => [service, service === 'frontend' ? '' : `/api/${service}`]),
) as RuntimeConfig['services'];

/** A runtime configuration for unit tests: version `test`, every service at its usual base. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = { version: 'test', services: TEST_SERVICES };
