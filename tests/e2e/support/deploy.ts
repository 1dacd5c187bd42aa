import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir, freePort } from './server';

const SERVER_PATHS = ['/api/', '/client-api/', '/runtime-config.json'];

/**
 * A second build of the console: dist/ copied with a marked index.html, and a service worker
 * that precaches that new index.html, so the browser sees a new version.
 */
export async function makeNextBuild(
  marker: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-next-build-'));
  await cp(distDir, dir, { recursive: true });
  const indexFile = path.join(dir, 'index.html');
  const index = await readFile(indexFile, 'utf8');
  await writeFile(
    indexFile,
    index.replace('<head>', `<head><meta name="console-build" content="${marker}">`),
  );
  const swFile = path.join(dir, 'sw.js');
  const worker = await readFile(swFile, 'utf8');
  const next = worker.replace(
    /"revision":"[^"]+","url":"index\.html"/,
    `"revision":"${marker}","url":"index.html"`,
  );
  if (next === worker) throw new Error('sw.js has no precache entry for index.html');
  await writeFile(swFile, next);
  // The build's compressed copies of the two files are the old build's: the server would
  // send those to a browser that accepts them.
  for (const file of [indexFile, swFile]) {
    for (const copy of [`${file}.br`, `${file}.gz`]) await rm(copy, { force: true });
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** What answers the API paths instead of the server. */
export type ApiOutage = 'refused' | { status: number; contentType: string; body: string };

export interface SwitchingProxy {
  baseUrl: string;
  /** From now on, the console's files come from the second server (a deploy). */
  deploy: () => void;
  /** While down, the API server does not answer: connections to it are cut. */
  setApiDown: (down: boolean) => void;
  /**
   * While set, something other than the API server answers its paths: connections refused
   * ('refused'), or a fixed answer (a gateway's 502, a captive portal's page). Null: the server.
   */
  setApiOutage: (outage: ApiOutage | null) => void;
  stop: () => Promise<void>;
}

function forward(
  target: string,
  incoming: IncomingMessage,
  respond: (answer: IncomingMessage) => void,
) {
  const url = new URL(incoming.url ?? '/', target);
  const upstream = request(
    url,
    { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
    respond,
  );
  upstream.on('error', () => incoming.destroy());
  incoming.pipe(upstream);
}

/**
 * One origin in front of two servers: the APIs always go to `apiServer` (or nowhere while it
 * is "down"); the console's files come from `firstBuild` until `deploy()`, then `nextBuild`.
 */
export async function startSwitchingProxy(
  apiServer: string,
  firstBuild: string,
  nextBuild: string,
): Promise<SwitchingProxy> {
  let deployed = false;
  let outage: ApiOutage | null = null;
  const port = await freePort();
  const server: Server = createServer((incoming, outgoing) => {
    const pathname = (incoming.url ?? '/').split('?')[0] ?? '/';
    const isApi = SERVER_PATHS.some((prefix) => pathname.startsWith(prefix));
    const answer = isApi ? outage : null;
    if (answer === 'refused') {
      incoming.socket.destroy();
      return;
    }
    if (answer) {
      outgoing.writeHead(answer.status, {
        'Content-Type': answer.contentType,
        'Cache-Control': 'no-store',
      });
      outgoing.end(answer.body);
      return;
    }
    const target = isApi ? apiServer : deployed ? nextBuild : firstBuild;
    forward(target, incoming, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployed = true;
    },
    setApiDown: (down) => {
      outage = down ? 'refused' : null;
    },
    setApiOutage: (next) => {
      outage = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
