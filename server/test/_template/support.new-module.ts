import { startTestServer, type TestServer } from '../support';

/**
 * A test server with the module's service: the app, which has it from the service list
 * (server/src/services/index.ts) and its table from the migrations.
 */
export const startTemplateServer = (): Promise<TestServer> => startTestServer();
