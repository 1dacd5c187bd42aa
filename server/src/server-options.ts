import type http from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { SERVICE_ANSWER_HEADER } from '@contracts/platform';
import type { ServerConfig } from './config';
import { rewriteMalformedUrl } from './lib/http';
import { redactSecrets } from './lib/redaction';
import { inlineScriptSources } from './static';

/*
 * How the HTTP server itself is set up (app.ts builds the app with these): its logger, its
 * time limits on slow clients, the answers to what never reaches a route, and the headers
 * every answer gets.
 */

export const API_PREFIXES = ['/api/', '/client-api/'];

/** Helmet's settings: the console's content security policy and the other headers. */
export function securityHeaders(config: ServerConfig) {
  const connect = [
    "'self'",
    ...config.corsOrigins,
    ...Object.values(config.serviceBaseOverrides),
    ...Object.values(config.externalServices),
  ];
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

/**
 * The Fastify server's options: the logger (or none: `logger` false), the connection and
 * request time limits, and the `{ message }` answers, with the security headers, to what the
 * router or the HTTP parser refuses.
 */
export function serverOptions(
  config: ServerConfig,
  logger: boolean | object | undefined,
  securityHeaderValues: Record<string, string>,
): FastifyHttpOptions<http.Server> {
  return {
    logger:
      logger === false
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
            ...(typeof logger === 'object' ? logger : {}),
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
  };
}

/**
 * Every answer's headers (an onSend hook; a callback one, not async: it runs on every answer,
 * and a promise per answer is measurable on small reads).
 */
export const answerHeaders: onSendHookHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload,
  done,
) => {
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
};
