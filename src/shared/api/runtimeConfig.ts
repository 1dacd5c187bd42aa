import type { RuntimeConfig } from '../contracts';
import { reportServerUnreachable } from '../network';
import { ApiError, ERROR_CODES } from './errors';

export type ServiceName = keyof RuntimeConfig['services'];

let pending: Promise<RuntimeConfig> | null = null;

declare global {
  interface Window {
    /** Asked for by index.html's inline script on a signed-in start (build/inline). */
    consoleStartConfig?: Promise<Response>;
  }
}

/** The answer index.html's script asked for, taken once; else a request of its own. */
function requestConfig(): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.consoleStartConfig;
  if (early) {
    delete window.consoleStartConfig;
    return early;
  }
  return fetch('/runtime-config.json', { headers: { Accept: 'application/json' } });
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const services = (value as { services?: unknown } | null)?.services;
  return typeof services === 'object' && services !== null;
}

/**
 * The service base URLs, read once at run time so one build serves any platform. When it
 * cannot be read (no network, no server, a proxy's or captive portal's page in its place), the
 * failure is an unreachable ApiError like any call that got no answer: never a verdict on the
 * session. The service worker answers with its last copy when the network fails.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= requestConfig()
    .then(async (response) => {
      const config: unknown = response.ok ? await response.json() : null;
      if (!isRuntimeConfig(config)) throw new Error(`runtime-config.json: ${response.status}`);
      return config;
    })
    .catch((cause: unknown) => {
      pending = null;
      reportServerUnreachable();
      throw new ApiError(ERROR_CODES.not2xx, { status: 0, cause });
    });
  return pending;
}

export async function serviceUrl(service: ServiceName, path: string): Promise<string> {
  const config = await loadRuntimeConfig();
  const base = config.services[service].replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Tests point the client at fixed bases. */
export function setRuntimeConfigForTests(config: RuntimeConfig | null): void {
  pending = config ? Promise.resolve(config) : null;
}
