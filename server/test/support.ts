import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Writable } from 'node:stream';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { ServerConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/database';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/seed';
import { insertUser } from '../src/services/identity/create';
import type { Role } from '@contracts/roles';

/** Which database these tests run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase {
  url: string | null;
  dataDir: string;
  /** Copied from a template of the run (else built as asked by the caller). */
  fromTemplate: boolean;
  drop(): Promise<void>;
}

/** What a test database starts from: nothing, the migrated schema, or schema and demo data. */
export type DatabaseStart = 'empty' | 'migrated' | 'seeded';

/**
 * Databases migrated (and seeded) once per test run by server/test/global-setup.ts, copied
 * for each test server: a file copy on SQLite, `create database ... template` on
 * PostgreSQL. Migrating and seeding per test file cost seconds per file on PostgreSQL.
 */
export interface DatabaseTemplates {
  /** SQLite: the data folder holding console.sqlite. PostgreSQL: the database name. */
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Databases every test server of the run is copied from (global-setup.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

let templates: DatabaseTemplates | null | undefined;

function providedTemplates(): DatabaseTemplates | null {
  if (templates === undefined) {
    try {
      templates = inject('databaseTemplates') ?? null;
    } catch {
      // Outside a test file (a global set-up, a benchmark): no templates, build from scratch.
      templates = null;
    }
  }
  return templates;
}

/**
 * A fresh database of its own: a temp SQLite file, or a new PostgreSQL database. It starts
 * empty unless a template of the run is asked for (and the run has templates).
 */
export async function createTestDatabase(start: DatabaseStart = 'empty'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const template = start === 'empty' ? null : (providedTemplates()?.[start] ?? null);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (template) {
      fs.copyFileSync(path.join(template, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
    }
    return {
      url: null,
      dataDir,
      fromTemplate: template !== null,
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await createPostgresDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    fromTemplate: template !== null,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database file of a SQLite data folder (server/src/db/database.ts). */
export const SQLITE_FILE = 'console.sqlite';

async function createPostgresDatabase(adminUrl: string, name: string, template: string | null) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        // Two copies of one template at the same instant: PostgreSQL refuses the second
        // ("source database ... is being accessed by other users") until the first is done.
        const busy = /being accessed by other users/.test((error as Error).message);
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A real local SMTP server that keeps what it receives. */
export async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for a mail to the address and returns its body with soft line breaks undone. */
    async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<string> {
      const started = Date.now();
      for (;;) {
        const found = messages.filter((m) => m.to.includes(address));
        if (found.length >= count) {
          return found[count - 1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        }
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${address}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestServer extends BuiltApp {
  database: Database;
  config: ServerConfig;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  close(): Promise<void>;
}

/** The real app on a fresh database with demo data, mail going to a local SMTP server. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    seed?: boolean;
    /** PostgreSQL: the server reaches its database through this (a proxy), given its URL. */
    databaseUrl?: (url: string) => string;
  } = {},
): Promise<TestServer> {
  const seed = options.seed !== false;
  const testDb = await createTestDatabase(seed ? 'seeded' : 'migrated');
  const smtp = await startSmtp();
  const databaseUrl = testDb.url && (options.databaseUrl?.(testDb.url) ?? testDb.url);
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: smtp.url,
    DIST_DIR: path.join(testDb.dataDir, 'dist'),
    PUBLIC_URL: 'http://console.test',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
    // Tests post many messages from one address; the inbound tests set small values.
    INBOUND_RATE_LIMIT_PER_MINUTE: '1000000',
    INBOUND_FLOW_RATE_LIMIT_PER_MINUTE: '1000000',
    INBOUND_QUOTA_BYTES: String(2 ** 40),
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
    // The connectivity check answers within the answer budget of the schema fuzz test.
    CONNECTIVITY_TIMEOUT_MS: '500',
    ...env,
  });
  const database = openDatabase(config);
  const built = await buildApp(config, { logger: false, database, jobs: false });
  if (seed && !testDb.fromTemplate) await seedDemo(database);
  await built.app.ready();
  return {
    ...built,
    database,
    config,
    smtp,
    async close() {
      await built.app.close();
      await database.db.destroy();
      await smtp.close();
      await testDb.drop();
    },
  };
}

/**
 * A TCP proxy on a loopback port, standing for the network between the server and its
 * database: `cut()` ends every connection and refuses new ones, `restore()` lets them in.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await listen(port);
    },
    async close() {
      if (server.listening) await this.cut();
    },
  };
}

export function form(fields: Record<string, string>): InjectOptions {
  return {
    method: 'POST',
    url: '/api/identity/authentication/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await app.inject(
    form({ grant_type: 'password', scope: 'console', username: email, password }),
  );
  if (response.statusCode !== 200) {
    throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Tokens>();
}

/** Sets a password through a set-password (or reset) token: POST {identity}/password/set. */
export function setPassword(app: FastifyInstance, setPasswordToken: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/identity/password/set',
    payload: {
      setPasswordToken,
      newPassword: { requestedPassword: password, repeatedPassword: password },
    },
  });
}

/** The id of the organization with this short name (the demo's `nordkraft`, say). */
export async function organizationIdOf(database: Database, shortName: string): Promise<number> {
  const row = await database.db
    .selectFrom('organizations')
    .select('id')
    .where('short_name', '=', shortName)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user with one role in one organization, signing in with the demo password. */
export async function addMember(
  database: Database,
  email: string,
  organizationId: number,
  role: Role,
): Promise<void> {
  const { db } = database;
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) =>
    insertUser(trx, {
      organizationId,
      email,
      name: email.split('@')[0] ?? email,
      passwordHash,
      roles: [[organizationId, role]],
    }),
  );
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** Row counts of every table, to show that a refused request wrote nothing. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = [
    'organizations',
    'organization_modules',
    'users',
    'user_roles',
    'sessions',
    'refresh_tokens',
    'login_attempts',
    'password_reset_tokens',
    'organization_configurations',
    'user_configurations',
    'features',
    'feature_organizations',
    'audit_events',
    'client_errors',
  ] as const;
  // One query for all counts: the fuzz tests take a snapshot around many requests.
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  )}`.execute(database.db);
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.map((table) => [table, Number(row[table])]));
}

/** Content of the user-editable rows, to show that a refused request changed nothing. */
export async function snapshot(database: Database) {
  const { db } = database;
  return {
    counts: await tableCounts(database),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    userConfigurations: await db.selectFrom('user_configurations').selectAll().execute(),
    organizationConfigurations: await db
      .selectFrom('organization_configurations')
      .selectAll()
      .execute(),
    modules: await db.selectFrom('organization_modules').selectAll().execute(),
  };
}

/** A second app on the test server's database that keeps every log line (trace level). */
export async function startLoggedApp(server: TestServer) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const built = await buildApp(server.config, {
    logger: { level: 'trace', stream },
    database: server.database,
    jobs: false,
  });
  await built.app.ready();
  return { app: built.app, logText: () => lines.join('') };
}
