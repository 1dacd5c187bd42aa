import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../../server/test/support';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the real server the page tests run against. */
    pagesServer: string;
  }
}

/**
 * The real server, in the test runner's own process: the app on a fresh temporary
 * database with the demo data, listening on a free loopback port. Page tests render
 * the console's real pages in jsdom and these call it as the browser would.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('pagesServer', base);
  return async () => {
    await server.close();
  };
}
