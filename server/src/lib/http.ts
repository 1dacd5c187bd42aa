import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Bodies are checked strictly (no type coercion, no unknown properties); path and query
 * values arrive as text and are coerced to the declared types.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false });
  const coercing = new Ajv({ allErrors: false, coerceTypes: 'array', removeAdditional: false });
  addFormats(strict);
  addFormats(coercing);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
  if (!first) return `Invalid ${part}.`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Invalid ${part}: unknown field "${extra}".`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `Invalid ${part}: "${field ? `${field}.` : ''}${missing}" is required.`;
  }
  return `Invalid ${part}: ${field ? `"${field}" ` : ''}${first.message ?? 'is not valid'}.`;
}

/** Errors are JSON { message } with the right status, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).code(error.statusCode).send({ message: error.message });
      return;
    }
    if (error.validation) {
      void reply.code(400).send({ message: describeValidation(error) });
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
      };
      const message =
        messages[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
          ? 'Invalid content length.'
          : status === 429
            ? 'Too many requests. Try again later.'
            : error.name === 'SyntaxError'
              ? 'Request body is not valid JSON.'
              : 'Bad request.');
      void reply.code(status).send({ message });
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({ message: 'An internal error occurred.' });
  });
}

/** Strips one-time tokens from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/password\/reset\/)[^/?#]+/, '$1[redacted]');
}
