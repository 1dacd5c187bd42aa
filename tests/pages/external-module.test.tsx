import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { consoleModules } from '../../src/app/modules';
import { ConsoleModulesContext } from '../../src/app/shell/consoleModules';
import { SignedInApp } from '../../src/app/shell/SignedInApp';
import { storeTokens } from '../../src/shared/api';
import { setRuntimeConfigForTests } from '../../src/shared/api/runtimeConfig';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderWithProviders } from '../../src/shared/testing/renderWithProviders';
import { EXTERNAL_TEST_SERVICE, externalTestModule } from './support/externalModule';
import { passwordTokens, serverBase, serverRuntimeConfig } from './support/renderSignedIn';

layOutElements(1200, 800);

/** The external module's service: answers its probe with `health`, and lists map layers. */
const service = {
  health: 503,
  asked: [] as string[],
  server: http.createServer((request, response) => {
    service.asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === `/${EXTERNAL_TEST_SERVICE}/health`) {
      response.statusCode = service.health;
      response.end(JSON.stringify({ status: service.health === 200 ? 'UP' : 'DOWN' }));
    } else if (request.url === `/${EXTERNAL_TEST_SERVICE}/layers`) {
      response.end(JSON.stringify({ layers: ['Harbours', 'Wind farms'] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  }),
  base: '',
};

beforeAll(async () => {
  await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
  const { port } = service.server.address() as AddressInfo;
  service.base = `http://127.0.0.1:${port}/${EXTERNAL_TEST_SERVICE}`;
});
afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
  service.asked = [];
});

/**
 * The signed-in console (the owner's admin, whose organization has SMOC's id) with the test's
 * external module beside the registered ones, its service known to the runtime config or not.
 */
async function renderConsole(path: string, known: boolean) {
  const config = await serverRuntimeConfig();
  setRuntimeConfigForTests(
    known ? { ...config, external: { [EXTERNAL_TEST_SERVICE]: service.base } } : config,
  );
  const tokens = await passwordTokens(serverBase(), 'admin@example.com');
  storeTokens(tokens.access_token, tokens.refresh_token);
  return renderWithProviders(
    <ConsoleModulesContext.Provider value={[...consoleModules, externalTestModule]}>
      <SignedInApp />
    </ConsoleModulesContext.Provider>,
    { path, browserLocation: true },
  );
}

/** The rest of the console works: the module stays in the menu, and Platform opens. */
async function expectTheRestWorks() {
  if (!screen.queryByRole('navigation', { name: 'Main menu' })) {
    fireEvent.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
  }
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('button', { name: 'Sea operations' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Choose module' }));
  expect(await screen.findByRole('menuitem', { name: 'Sea operations' })).toBeTruthy();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Platform' }));
  expect(await screen.findByRole('heading', { name: 'Platform status' })).toBeTruthy();
}

describe('an external module', () => {
  it('says its service is unknown, asks it nothing, and leaves the rest of the console working', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    await renderConsole('/smoc', false);
    expect(
      await screen.findByRole('heading', { name: 'We could not find the Sea operations service.' }),
    ).toBeTruthy();
    expect(screen.getByText(/Ask the Connect administrator to add it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sea map' })).toBeNull();
    await expectTheRestWorks();
    expect(service.asked).toEqual([]);
    const urls = fetched.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes(EXTERNAL_TEST_SERVICE))).toEqual([]);
  });

  it('says its service cannot be reached, and shows its pages once a retry finds it', async () => {
    service.health = 503;
    await renderConsole('/smoc', true);
    expect(
      await screen.findByRole('heading', {
        name: 'The Sea operations service cannot be reached right now.',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sea map' })).toBeNull();
    expect(service.asked).toEqual([`/${EXTERNAL_TEST_SERVICE}/health`]);

    service.health = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sea map' })).toBeTruthy();
    expect(await screen.findByText('Layers: Harbours, Wind farms')).toBeTruthy();
    expect(screen.queryByText(/cannot be reached/)).toBeNull();
  });

  it('shows its pages when its service answers, and the rest of the console works', async () => {
    service.health = 200;
    await renderConsole('/smoc', true);
    expect(await screen.findByText('Layers: Harbours, Wind farms')).toBeTruthy();
    expect(service.asked).toEqual([
      `/${EXTERNAL_TEST_SERVICE}/health`,
      `/${EXTERNAL_TEST_SERVICE}/layers`,
    ]);
    await expectTheRestWorks();
  });
});
