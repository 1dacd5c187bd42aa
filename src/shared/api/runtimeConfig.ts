import type { RuntimeConfig } from '../contracts';

export type ServiceName = keyof RuntimeConfig['services'];

let pending: Promise<RuntimeConfig> | null = null;

/** The service base URLs, read once at run time so one build serves any platform. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/runtime-config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
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
