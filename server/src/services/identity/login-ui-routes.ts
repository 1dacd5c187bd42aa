import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { OWNER_ORGANIZATION_ID } from '@contracts/roles';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { idSchema } from '../../lib/schemas';
import { loginCustomization, loginLogo } from '../secadmin/idp-store';
import { loginCustomizationReply, toLoginCustomization } from '../secadmin/login-ui';

/** A minute in caches: a change shows on sign-in pages soon, and a crowd costs one read a minute. */
const TEXTS_CACHE = 'public, max-age=60';
/** A logo's address names its version: it never changes, so it is kept a year. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';
/** A logo is only ever an image: an SVG opened on its own runs nothing and loads nothing. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The sign-in page's customization (spec 3.4), public: the page shows it before anyone
 * has signed in. It is the owning organization's (the platform's) customization.
 */
export function loginUiPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  api.get(
    '/login-ui',
    { schema: { response: { 200: loginCustomizationReply } } },
    async (_request, reply) => {
      const row = await loginCustomization(db, OWNER_ORGANIZATION_ID);
      void reply.header('Cache-Control', TEXTS_CACHE);
      return toLoginCustomization(OWNER_ORGANIZATION_ID, row);
    },
  );

  api.get(
    '/login-ui/:organizationId/logo/:version',
    {
      schema: {
        // The image's bytes, as stored.
        response: { 200: {} },
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['organizationId', 'version'],
          properties: {
            organizationId: idSchema,
            version: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const logo = await loginLogo(db, request.params.organizationId);
      if (!logo?.logo || !logo.logo_type || logo.logo_version !== request.params.version) {
        throw notFound('Logo not found.');
      }
      return reply
        .headers({
          'Content-Type': logo.logo_type,
          'Cache-Control': LOGO_CACHE,
          'Content-Security-Policy': LOGO_CSP,
        })
        .send(Buffer.from(logo.logo));
    },
  );
}
