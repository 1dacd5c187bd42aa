import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ConsoleSessionContext, type ConsoleSession } from '../../shared/session';
import { consoleModules } from '../modules';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { testSession } from '../../shared/testing/session';
import { lazyPage, type ConsoleModule } from '../../shared/modules';
import { ModuleRoutes } from './ModuleRoutes';

const platform = consoleModules.find((module) => module.id === 'platform');
const settings = consoleModules.find((module) => module.id === 'settings');
/** A module with a page behind a toggle (as spec 2.2's alerts): built here, not registered. */
const gated: ConsoleModule = {
  id: 'heartbeat',
  basePath: 'heartbeat',
  label: { id: 'test.heartbeat', defaultMessage: 'Heartbeat' },
  routes: [
    {
      path: 'alerts',
      page: lazyPage(async () => ({ default: () => <p>alerts page</p> })),
      title: { id: 'test.alerts', defaultMessage: 'Alerts' },
      access: { features: ['alerts'], role: 'DEPLOYER' },
    },
  ],
  nav: [],
  access: {},
};

const session = testSession;

function renderModule(path: string, base: string, value: ConsoleSession) {
  const module = { '/platform': platform, '/heartbeat': gated }[base] ?? settings;
  if (!module) throw new Error('module not registered');
  return renderWithProviders(
    <ConsoleSessionContext.Provider value={value}>
      <Route path={base} nest>
        <ModuleRoutes module={module} />
      </Route>
    </ConsoleSessionContext.Provider>,
    { path },
  );
}

afterEach(cleanup);

describe('ModuleRoutes', () => {
  it('tells the user which page is missing permissions when the organization lacks the module', () => {
    renderModule('/platform', '/platform', session('ADMIN', ['settings']));
    expect(screen.getByText('Missing permissions to access Platform page')).toBeTruthy();
    expect(screen.getByText('Ask the Connect administrator to give you access.')).toBeTruthy();
  });

  it('says an unknown page inside a module could not be found', () => {
    renderModule('/platform/nope', '/platform', session('ADMIN', ['platform']));
    expect(screen.getByText('The page could not be found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('tells a non-admin opening the settings overview that the page is missing permissions', () => {
    const { location } = renderModule('/settings', '/settings', session('OPERATOR', ['settings']));
    expect(screen.getByText('Missing permissions to access Overview page')).toBeTruthy();
    expect(screen.getByText('Ask the Connect administrator to give you access.')).toBeTruthy();
    // Not sent elsewhere: the address stays the page the user asked for.
    expect(location.history?.at(-1)).toBe('/settings');
  });

  it('says a page behind a feature the organization has off is off, not missing permissions', () => {
    const { location } = renderModule(
      '/heartbeat/alerts',
      '/heartbeat',
      session('MONITOR', ['heartbeat']),
    );
    expect(
      screen.getByRole('heading', { name: 'The Alerts feature is off for Nordkraft Energi' }),
    ).toBeTruthy();
    expect(screen.getByText(/Ask the Connect administrator to turn it on/)).toBeTruthy();
    expect(screen.queryByText(/Missing permissions/)).toBeNull();
    expect(location.history?.at(-1)).toBe('/heartbeat/alerts');
    expect(screen.queryByText('alerts page')).toBeNull();
  });
});
