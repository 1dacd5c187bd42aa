import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@contracts/identity';
import type { AppContext } from './context';

/**
 * The services this server answers, as the console finds them. secAdmin is not
 * advertised until this server answers it.
 */
export const SERVICE_BASES: RuntimeConfig['services'] = {
  identity: '/api/identity',
  config: '/api/config',
  insights: '/api/insights',
  registry: '/api/registry',
  adr: '/api/adr',
  datalake: '/api/datalake',
  frontend: '',
  platform: '/api/platform',
  secadmin: '/api/secadmin',
};

/**
 * What the console reads at run time: this server's service bases (CONSOLE_SERVICES may point
 * them elsewhere) and, only when CONSOLE_EXTERNAL_SERVICES names some, the external modules'
 * service bases (`external`). An external module whose service is not there is unknown.
 */
export function runtimeConfig(ctx: AppContext): RuntimeConfig {
  const services = { ...SERVICE_BASES };
  for (const [name, base] of Object.entries(ctx.config.serviceBaseOverrides)) {
    if (name in services) services[name as keyof typeof services] = base;
  }
  const external = ctx.config.externalServices;
  if (Object.keys(external).length === 0) return { version: ctx.version, services };
  return { version: ctx.version, services, external: { ...external } };
}

/** Inline scripts: no `src`, and code (a JSON data block runs nothing and needs no hash). */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content security policy's sources for the built page's own inline scripts (the build
 * writes one that starts the signed-in code's download before any file has come:
 * build/startChunks.ts), each as `'sha256-…'` of its exact text. None without a build.
 */
export function inlineScriptSources(distDir: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

const API_PREFIXES = ['/api/', '/client-api/'];

/** A navigation asks for a page: GET, wants HTML, and names no file. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  if (path.posix.extname(url) !== '') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || request.headers['sec-fetch-mode'] === 'navigate';
}

/**
 * Serves the built console: hashed assets cached for a year, everything else revalidated,
 * and navigations answered with index.html. A missing asset is a 404, never the page.
 */
export async function consoleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/runtime-config.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return runtimeConfig(ctx);
  });

  const indexFile = path.join(ctx.config.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: ctx.config.distDir,
      index: false,
      // One route per built file: directories and unknown paths fall through to the handler below.
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies beside its text files (build/precompress.ts).
      preCompressed: true,
      // Source maps show the console's source: served only when a setting says so.
      allowedPath: (pathname) => ctx.config.serveSourceMaps || !pathname.endsWith('.map'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (built && isNavigation(request)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (!built && isNavigation(request)) {
      return reply.code(503).send({
        message: 'The console is not built. Run "npm run build" (npm start does it for you).',
      });
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
