import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
/** The built console the tests run: dist/, or E2E_DIST_DIR (a build kept apart). */
export const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Null while the server runs; how it ended (and its last output) once it has. */
  ended: () => string | null;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** Whether a listener may take `port` on the loopback interface now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports are handed out below the kernel's ephemeral range (32768 and up), where neither
 * `listen(0)` nor outgoing connections land, and each Playwright worker (the global setup
 * apart) takes them from a slice of its own: two workers never pick the same port between
 * probing it and a server listening on it. Port 0 picks did: the second server failed with
 * EADDRINUSE while the first one answered its health check.
 */
const SLICE = 300;
const slice = Number(process.env.TEST_PARALLEL_INDEX ?? 39) % 40;
let nextPort = 20_000 + slice * SLICE;

/** A free TCP port on the loopback interface, from this worker's slice. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < SLICE; tried += 1) {
    const port = nextPort;
    nextPort = port + 1 < 20_000 + (slice + 1) * SLICE ? port + 1 : 20_000 + slice * SLICE;
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port in ${20_000 + slice * SLICE}-${20_000 + (slice + 1) * SLICE - 1}`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  // A cap, not a wait: on a busy machine a first start (demo data, seven days of history)
  // has taken longer than a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 120 s:\n${output()}`);
}

/**
 * A data folder with the demo data, made once for the run by the global setup (a server
 * started and stopped on it): each server copies it instead of seeding seven days of history
 * itself, which on a busy machine took most of a minute of a test's time.
 */
export const TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/** Starts a server on a new data folder, stops it, and returns the folder it left seeded. */
export async function prepareDataTemplate(): Promise<string> {
  const server = await startServer({}, { template: null });
  await server.stop({ keepData: true });
  return server.dataDir;
}

/**
 * Starts the real platform server (demo data, a fresh database, the built console from dist/)
 * on a free port. Its data folder starts as a copy of the run's template when there is one
 * (the server finds the demo data there and does not seed again).
 */
export async function startServer(
  env: Record<string, string> = {},
  { template = process.env[TEMPLATE_ENV] ?? null }: { template?: string | null } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-e2e-data-'));
  if (template) await cp(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DEMO: '1',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DIST_DIR: distDir,
        LOG_LEVEL: 'warn',
        // Many sign-ins from one address in a few minutes; production keeps the defaults.
        PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
        INBOUND_RATE_LIMIT_PER_MINUTE: '1000000',
        INBOUND_FLOW_RATE_LIMIT_PER_MINUTE: '1000000',
        INBOUND_QUOTA_BYTES: String(2 ** 40),
        TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
        // Alert rules are evaluated every 2 s: the alerts test sees its rule fire in moments.
        ALERT_INTERVAL_SECONDS: '2',
        // The connectivity check may reach the server itself, a port known to listen.
        CONNECTIVITY_ALLOWED_NETWORKS: '127.0.0.1/32',
        CONNECTIVITY_RATE_LIMIT_PER_MINUTE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    ended: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `the server exited (code ${child.exitCode}, signal ${child.signalCode}):\n${log.slice(-2000)}`,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
