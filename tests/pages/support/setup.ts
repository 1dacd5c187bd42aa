import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAuth } from '../../../src/shared/api';
import { networkStatus } from '../../../src/shared/network';

/**
 * Page test files share one jsdom and one module graph per worker (isolate: false in
 * vitest.config.ts): after every test the document, the storages and the console's module
 * state are put back as a fresh page would have them. (A file's own data on the shared
 * server is put back by the file.)
 */
afterEach(() => {
  cleanup();
  clearAuth();
  localStorage.clear();
  sessionStorage.clear();
  networkStatus.browserOnline = true;
  networkStatus.serverReachable = true;
});
