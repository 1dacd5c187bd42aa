import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { SERVICE_ANSWER_HEADER } from '../../src/shared/contracts/platform';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { migrate, openDatabase, pingDatabase } from './db/database';
import { createReadPool } from './db/read-pool';
import { badRequest } from './lib/errors';
import type { Database } from './db/database';
import { startAlerts } from './jobs/alerts';
import { startAutomation } from './jobs/automation';
import { startMaintenance } from './jobs/maintenance';
import {
  assertAnswerSchema,
  installErrorHandling,
  installValidators,
  limitConnections,
  MALFORMED_URL_PATH,
  noteSecretRoute,
  openFileLimit,
  redactSecrets,
  rewriteMalformedUrl,
  staticHeaders,
  totalConnectionCap,
} from './lib/http';
import { checkRouteAccess } from './lib/auth';
import { guardFeature } from './lib/features';
import { loadSigner } from './lib/jwt';
import { createMailer } from './lib/mail';
import type { Mailer } from './lib/mail';
import { startTraffic } from './jobs/traffic';
import { SERVICES } from './services';
import { ServiceRegistry } from './services/platform/registry';
import { consoleRoutes, inlineScriptSources } from './static';

const API_PREFIXES = ['/api/', '/client-api/'];
/** SQLite reader threads for the long reads (two cores: more would only contend). */
const READER_THREADS = 2;
/** How often due automated actions are executed (jobs/automation.ts). */
const AUTOMATION_INTERVAL_MS = 5000;

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
}

export interface RouteSchemas {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };
}

function securityHeaders(config: ServerConfig) {
  const connect = ["'self'", ...config.corsOrigins, ...Object.values(config.serviceBaseOverrides)];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.distDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...new Set(connect.filter((c) => !c.startsWith('/')))],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS is sent only over TLS (see the onSend hook), never on plain http.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' as const },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
  };
}

/** Adds a request header to the answer's Vary, keeping those already named there. */
function varyOn(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return;
  void reply.header('Vary', [...names, header].join(', '));
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

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactSecrets(req.url),
                ip: req.ip,
              }),
            },
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // Every line, whatever field holds it (a message, an error, a URL): no one-time
            // token reaches the log (lib/http.ts, redactSecrets).
            hooks: { streamWrite: redactSecrets },
          },
    trustProxy: config.trustProxy,
    // Slow clients (slow-loris): a request's headers, the whole request, an idle keep-alive
    // connection and a connection without traffic each have a time; past it Node closes the
    // connection (a 408 first when a request was under way). Node checks the first two on an
    // interval, so it is a fraction of the headers' time.
    connectionTimeout: config.httpIdleTimeoutMs,
    keepAliveTimeout: config.httpKeepAliveTimeoutMs,
    requestTimeout: config.httpRequestTimeoutMs,
    http: {
      headersTimeout: config.httpHeadersTimeoutMs,
      requestTimeout: config.httpRequestTimeoutMs,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(config.httpHeadersTimeoutMs / 4)),
      ),
    },
    bodyLimit: 256 * 1024,
    // Parameters are bounded by their schemas, which answer with the field's name.
    routerOptions: { maxParamLength: 4096 },
    // A path that cannot be decoded is answered by a route, so that it gets the same
    // headers and `{ message }` shape as every other answer.
    rewriteUrl: rewriteMalformedUrl,
    // What the router refuses (a path part past maxParamLength) in the same shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .headers({ ...securityHeaderValues, 'Cache-Control': 'no-store' })
        .send({ message: tooLong ? 'Invalid path: a part of it is too long.' : 'Bad request.' });
    },
    // Requests the HTTP parser refuses never reach a route: answer them in the same shape.
    // A client too slow to send its request (ERR_HTTP_REQUEST_TIMEOUT) gets a 408 and its
    // connection is closed outright: it need not read the answer or close its side.
    clientErrorHandler: (error, socket) => {
      const timedOut = (error as { code?: string }).code === 'ERR_HTTP_REQUEST_TIMEOUT';
      if (!socket.writable) {
        if (timedOut) socket.destroy();
        return;
      }
      const body = JSON.stringify({
        message: timedOut ? 'The request took too long to arrive.' : 'Bad request.',
      });
      const headers = { ...securityHeaderValues, 'Content-Type': 'application/json' };
      const answer = [
        timedOut ? 'HTTP/1.1 408 Request Timeout' : 'HTTP/1.1 400 Bad Request',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n');
      if (timedOut) {
        socket.write(answer);
        socket.destroySoon();
      } else {
        socket.end(answer);
      }
    },
  });
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

  const services = new ServiceRegistry();
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

  // A callback hook, not an async one: it runs on every answer, and a promise per answer
  // is measurable on small reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PREFIXES.some((p) => request.url.startsWith(p))) {
      // The platform's own answer, also when it is a 503: not a gateway's (the console reads it).
      void reply.header(SERVICE_ANSWER_HEADER, '1');
      // A public read that says how it may be cached (the sign-in page's customization)
      // keeps it; every other API answer is no-store.
      if (!(reply.statusCode === 200 && reply.hasHeader('Cache-Control'))) {
        void reply.header('Cache-Control', 'no-store');
      }
    } else {
      // The console's files may be sent from a brotli or gzip copy: caches keep one per
      // encoding (the compression plugin says so itself for the answers it compresses).
      varyOn(reply, 'Accept-Encoding');
    }
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });

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

  const maintenance = options.jobs === false ? null : startMaintenance(database, config, app.log);
  const traffic =
    options.jobs === false || !config.traffic
      ? null
      : startTraffic(
          database,
          config.trafficTickMs,
          config.trafficSpeed,
          app.log,
          config.inboundQuotaBytes,
        );
  const automation =
    options.jobs === false ? null : startAutomation(database, AUTOMATION_INTERVAL_MS, app.log);
  const alerts =
    options.jobs === false
      ? null
      : startAlerts(
          database,
          mailer,
          {
            intervalMs: config.alertIntervalSeconds * 1000,
            renotifyMs: config.alertRenotifySeconds * 1000,
            publicUrl: config.publicUrl,
            reads,
          },
          app.log,
        );
  services.register({
    name: 'jobs',
    version: ctx.version,
    startedAt,
    async check() {
      if (!maintenance) return { state: 'DOWN', detail: 'background jobs are off' };
      const failed =
        maintenance.state.lastError ??
        traffic?.state.lastError ??
        automation?.state.lastError ??
        alerts?.state.lastError;
      if (failed) return { state: 'DOWN', detail: failed, ownerOnly: true };
      const runs = [`maintenance ${maintenance.state.lastRun ?? 'starting'}`];
      runs.push(traffic ? `traffic: ${traffic.state.messages} messages` : 'traffic off');
      if (automation) runs.push(`automation: ${automation.state.executed} actions`);
      if (alerts) runs.push(`alerts: ${alerts.state.fired} fired`);
      return { state: 'UP', detail: runs.join('; ') };
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
    await maintenance?.stop();
    await traffic?.stop();
    await automation?.stop();
    await alerts?.stop();
    if (!options.mailer) mailer.close();
    if (reads !== database.db) await reads.destroy();
    if (ownsDatabase) await database.db.destroy();
  });

  return { app, ctx, routes, routeSchemas };
}
