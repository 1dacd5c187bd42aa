import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { template } from '../../src/services/_template/migration';
import { templateRoutes } from '../../src/services/_template/routes';
import { startTestServer, type TestServer } from '../support';

// The template is in no list (MIGRATIONS, SERVICES): what a module made from it has from them,
// its tests add here. A new module's copy of this file is support.new-module.ts.

/**
 * A test server with the module's service: the demo data, the service's table made on the
 * test server's database, and an app on that database with the service's routes added.
 */
export async function startTemplateServer(): Promise<TestServer> {
  const server = await startTestServer();
  const { database } = server;
  await template(database.dialect).up(database.db as unknown as Kysely<unknown>);
  const built = await buildApp(server.config, { logger: false, database, jobs: false });
  await built.app.register((scope) => templateRoutes(scope, built.ctx), {
    prefix: '/api/template',
  });
  await built.app.ready();
  return {
    ...server,
    ...built,
    async close() {
      await built.app.close();
      await server.close();
    },
  };
}
