import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@contracts/identity';
import { loadConfig } from '../../src/config';
import { startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The runtime config hands the console the external modules' service bases
 * (CONSOLE_EXTERNAL_SERVICES) in `external`, and nothing of them when none is configured.
 */
const EXTERNAL = { smoc: '/api/smoc', seamap: 'https://seamap.example.com/api' };

let plain: TestServer;
let withExternal: TestServer;
beforeAll(async () => {
  plain = await startTestServer({}, { seed: false });
  withExternal = await startTestServer(
    { CONSOLE_EXTERNAL_SERVICES: JSON.stringify(EXTERNAL) },
    { seed: false },
  );
});
afterAll(async () => {
  await plain?.close();
  await withExternal?.close();
});

async function runtimeConfig(server: TestServer): Promise<RuntimeConfig> {
  const response = await server.app.inject({ url: '/runtime-config.json' });
  expect(response.statusCode).toBe(200);
  return response.json<RuntimeConfig>();
}

describe('the external services of the runtime config', () => {
  it('are absent when none is configured', async () => {
    const config = await runtimeConfig(plain);
    expect(config).not.toHaveProperty('external');
    expect(config.services.identity).toBe('/api/identity');
  });

  it('are the configured bases, beside the unchanged services', async () => {
    const config = await runtimeConfig(withExternal);
    expect(config.external).toEqual(EXTERNAL);
    expect(config.services).toEqual((await runtimeConfig(plain)).services);
  });

  it('let the console reach an external base on another origin (connect-src)', async () => {
    const response = await withExternal.app.inject({ url: '/runtime-config.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/seamap\.example\.com\/api/);
    expect(csp).not.toMatch(/connect-src [^;]*\/api\/smoc/);
  });

  it('refuses a setting that is not a map of service names to bases', () => {
    for (const value of ['[]', '"x"', '{"Bad Name":"/x"}', '{"smoc":""}', 'not json']) {
      expect(() => loadConfig({ CONSOLE_EXTERNAL_SERVICES: value }), value).toThrow();
    }
    expect(loadConfig({}).externalServices).toEqual({});
  });
});
