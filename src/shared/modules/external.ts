import { loadRuntimeConfig } from '../api/runtimeConfig';
import type { RuntimeConfig } from '../contracts';
import type { ConsoleModule } from './types';

/**
 * External modules (`kind: 'external'`): a module whose data comes from a service of its own,
 * found by name in the runtime config's `external` bases (CONSOLE_EXTERNAL_SERVICES).
 *
 * Before its pages show, the shell asks the service once whether it is there (the probe):
 * `GET {base}/health`, no credentials sent. The service is unreachable when the request gets
 * no answer (no network, refused, a timeout of EXTERNAL_PROBE_TIMEOUT_MS) or the answer is
 * 404, 502, 503 or 504: what a proxy in front says when it has no such service or cannot reach
 * it. Any other answer (200, but also 401 or 500) comes from the service itself: its pages
 * show, and say what their own requests meet. An external service answers `GET /health`.
 */
export const EXTERNAL_PROBE_PATH = '/health';
export const EXTERNAL_PROBE_TIMEOUT_MS = 10_000;
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([404, 502, 503, 504]);

/** The external service an external module calls (its id unless named), null if internal. */
export function externalServiceOf(module: ConsoleModule): string | null {
  return module.kind === 'external' ? (module.service ?? module.id) : null;
}

/** The base of an external service (no trailing slash), or null when the config lacks it. */
export function externalServiceBase(
  config: Pick<RuntimeConfig, 'external'>,
  service: string,
): string | null {
  const external = config.external;
  if (!external || !Object.hasOwn(external, service)) return null;
  const base = external[service];
  return typeof base === 'string' && base.trim() !== '' ? base.trim().replace(/\/+$/, '') : null;
}

/** The service of an external module could not be reached (see the probe above). */
export class ExternalServiceUnreachable extends Error {
  constructor(base: string, cause?: unknown) {
    super(`${base}${EXTERNAL_PROBE_PATH} cannot be reached`, { cause });
    this.name = 'ExternalServiceUnreachable';
  }
}

/** Asks an external service whether it is there; rejects with ExternalServiceUnreachable. */
export async function probeExternalService(base: string, signal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXTERNAL_PROBE_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(`${base}${EXTERNAL_PROBE_PATH}`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    await response.body?.cancel().catch(() => undefined);
    if (UNREACHABLE_STATUSES.has(response.status)) {
      throw new ExternalServiceUnreachable(base, response.status);
    }
  } catch (caught) {
    if (caught instanceof ExternalServiceUnreachable) throw caught;
    throw new ExternalServiceUnreachable(base, caught);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The address of `path` on an external service, for the module's own requests. Its pages show
 * only once the shell has found the service, so an unknown service here is a mistake.
 */
export async function externalServiceUrl(service: string, path: string): Promise<string> {
  const base = externalServiceBase(await loadRuntimeConfig(), service);
  if (base === null) throw new Error(`No base for the external service "${service}"`);
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
