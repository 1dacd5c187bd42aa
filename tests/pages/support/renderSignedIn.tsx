import { configure } from '@testing-library/react';
import { inject } from 'vitest';
import { AppRoutes } from '../../../src/app/routing/AppRoutes';
import { SignedInApp } from '../../../src/app/shell/SignedInApp';
import { storeTokens } from '../../../src/shared/api';
import { setRuntimeConfigForTests } from '../../../src/shared/api/runtimeConfig';
import type { RuntimeConfig } from '@contracts';
import { renderWithProviders } from '../../../src/shared/testing/renderWithProviders';

export const DEMO_PASSWORD = 'console-demo';

// A page loads its session and data over HTTP first: more than the default second on a
// busy machine.
configure({ asyncUtilTimeout: 30_000 });

/** The real server's runtime configuration, its relative bases made absolute for jsdom. */
async function runtimeConfig(base: string): Promise<RuntimeConfig> {
  const config = (await (await fetch(`${base}/runtime-config.json`)).json()) as RuntimeConfig;
  const services = Object.fromEntries(
    Object.entries(config.services).map(([name, url]) => [name, new URL(url, base).toString()]),
  ) as RuntimeConfig['services'];
  return { ...config, services };
}

/** The tokens the real token endpoint gives `email` signing in with the demo password. */
export async function passwordTokens(
  base: string,
  email: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${base}/api/identity/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'console',
      username: email,
      password: DEMO_PASSWORD,
    }).toString(),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Signs `email` in with the real token endpoint and keeps the tokens as the console does. */
async function signIn(base: string, email: string): Promise<void> {
  const tokens = await passwordTokens(base, email);
  storeTokens(tokens.access_token, tokens.refresh_token);
}

/**
 * Renders the signed-in console (session loading, shell, module frame and page) at `path`,
 * signed in as `email`, against the real server started by the global setup. With
 * `wholeApp`, the app's top routes too (what shows once the user is signed out).
 */
export async function renderSignedIn(
  path: string,
  email: string,
  options: { wholeApp?: boolean } = {},
) {
  const base = inject('pagesServer');
  setRuntimeConfigForTests(await runtimeConfig(base));
  await signIn(base, email);
  const ui = options.wholeApp ? <AppRoutes /> : <SignedInApp />;
  return { base, ...renderWithProviders(ui, { path, browserLocation: true }) };
}

/** The real server's runtime configuration, for a test that points a service elsewhere. */
export async function serverRuntimeConfig(): Promise<RuntimeConfig> {
  return runtimeConfig(inject('pagesServer'));
}

/** The base URL of the real server, for a test that prepares data over its API. */
export const serverBase = (): string => inject('pagesServer');
