import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { SERVICE_ANSWER_HEADER } from '@contracts/platform';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { migrate, openDatabase, pingDatabase } from './db/database';
import { createReadPool } from './db/read-pool';
import { badRequest } from './lib/errors';
import type { Database } from './db/database';
import { JOBS } from './jobs';
import { startJobs, type JobsHandle } from './jobs/runner';
import { limitConnections, openFileLimit, totalConnectionCap } from './lib/connections';
import {
  assertAnswerSchema,
  installErrorHandling,
  installValidators,
  MALFORMED_URL_PATH,
  staticHeaders,
} from './lib/http';
import { noteSecretRoute } from './lib/redaction';
import { checkRouteAccess } from './lib/auth';
import { guardFeature } from './lib/features';
import { loadSigner } from './lib/jwt';
import { createMailer } from './lib/mail';
import type { Mailer } from './lib/mail';
import { SERVICES } from './services';
import { ServiceHealth } from './lib/service-health';
import { answerHeaders, API_PREFIXES, securityHeaders, serverOptions } from './server-options';
import { consoleRoutes } from './static';

/** SQLite reader threads for the long reads (two cores: more would only contend). */
const READER_THREADS = 2;

const packageJson = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
) as { version: string };

export interface BuildOptions {
  /** Pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** A database opened by the caller (tests share one); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  /** Start background jobs (the default); tests of the routes alone turn them off. */
  jobs?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route as "METHOD /path", for the permission-matrix test. */
  routes: string[];
  /** Every route with its request schemas, for the tests generated from them. */
  routeSchemas: RouteSchemas[];
  /** The background jobs; null when they are off (`jobs: false`). */
  jobs: JobsHandle | null;
}

export interface RouteSchemas {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };
}

/** Answers smaller than this go uncompressed: the saving would not pay for the work. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export async function buildApp(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const securityHeaderValues = staticHeaders(helmet(securityHeaders(config)));
  const database = options.database ?? openDatabase(config);
  const ownsDatabase = !options.database;
  await migrate(database);

  const app = Fastify(serverOptions(config, options.logger, securityHeaderValues));
  const connectionCap = totalConnectionCap(config.maxConnections, openFileLimit());
  if (connectionCap.lowered) {
    app.log.warn(
      { maxConnections: connectionCap.cap },
      'MAX_CONNECTIONS lowered below the open-file limit (ulimit -n)',
    );
  }
  limitConnections(
    app.server,
    { total: connectionCap.cap, perAddress: config.maxConnectionsPerAddress },
    app.log,
  );
  installValidators(app);
  installErrorHandling(app);

  const services = new ServiceHealth();
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
    });
  const reads =
    database.dialect === 'sqlite'
      ? createReadPool(database.location, READER_THREADS, config.statementTimeoutMs)
      : database.db;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    reads,
    signer: await loadSigner(database.db),
    mailer,
    services,
    version: packageJson.version,
  };

  const routes: string[] = [];
  const routeSchemas: RouteSchemas[] = [];
  app.addHook('onRoute', (route) => {
    checkRouteAccess(route);
    guardFeature(database.db, route);
    // A route with a secret in its path (`:token`) has it redacted from every log line.
    noteSecretRoute(route.url);
    if (route.url === MALFORMED_URL_PATH) return;
    if (API_PREFIXES.some((prefix) => route.url.startsWith(prefix))) assertAnswerSchema(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push(`${method} ${route.url}`);
      routeSchemas.push({ method, url: route.url, schema: route.schema ?? {} });
    }
  });

  // Helmet's headers do not change between requests: computed once, set on each answer
  // (@fastify/helmet would build the middleware again for every request).
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaderValues);
    done();
  });
  app.all(MALFORMED_URL_PATH, async () => {
    throw badRequest('Invalid path: it is not valid URL encoding.');
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: false,
      maxAge: 600,
      exposedHeaders: [SERVICE_ANSWER_HEADER],
    });
  }
  // Answers of 1 KB and more go compressed (brotli or gzip, as the client accepts); the
  // built console is sent from its precompressed copies instead. Request bodies are taken as
  // sent: inbound payloads are stored byte for byte, and no one can post a compression bomb.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.addHook('onSend', answerHeaders);

  const startedAt = new Date().toISOString();
  const inProcess = async () => ({ state: 'UP' as const, detail: null });
  for (const service of SERVICES) {
    await app.register((scope, _opts) => service.routes(scope, ctx), { prefix: service.prefix });
    if (service.statusName) {
      services.register({
        name: service.statusName,
        version: ctx.version,
        startedAt,
        check: inProcess,
      });
    }
  }

  services.register({
    name: 'database',
    version: database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
    startedAt,
    async check() {
      const ms = await pingDatabase(database);
      return { state: 'UP', detail: `${database.dialect} answered in ${ms.toFixed(1)} ms` };
    },
  });
  services.register({
    name: 'mail',
    version: ctx.version,
    startedAt,
    async check() {
      const result = await mailer.check();
      return { state: result.ok ? 'UP' : 'DOWN', detail: result.detail, ownerOnly: true };
    },
  });

  // The background jobs (jobs/index.ts), started, checked and stopped together.
  const jobs =
    options.jobs === false
      ? null
      : startJobs(JOBS, { database, config, mailer, reads, log: app.log });
  services.register({
    name: 'jobs',
    version: ctx.version,
    startedAt,
    async check() {
      return jobs ? jobs.health() : { state: 'DOWN', detail: 'background jobs are off' };
    },
  });

  const healthReply = { type: 'object', properties: { status: { type: 'string' } } } as const;
  app.get('/api/health', { schema: { response: { 200: healthReply } } }, async () => {
    await pingDatabase(database);
    return { status: 'ok' };
  });

  await app.register((scope, _opts) => consoleRoutes(scope, ctx));

  const stopWatchingConnections = database.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'a database connection ended; the pool opens another'),
  );
  app.addHook('onClose', async () => {
    stopWatchingConnections();
    await jobs?.stop();
    if (!options.mailer) mailer.close();
    if (reads !== database.db) await reads.destroy();
    if (ownsDatabase) await database.db.destroy();
  });

  return { app, ctx, routes, routeSchemas, jobs };
}
