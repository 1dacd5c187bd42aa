import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  FILE_EXTENSION_NOT_SUPPORTED,
  FILE_TOO_LARGE,
  LOGIN_TEXT_MAX,
  LOGIN_TITLE_MAX,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
} from '@contracts/idp';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { HttpError, badRequest } from '../../lib/errors';
import { extensionFits, imageTypeOf } from '../../lib/images';
import { idParams } from '../../lib/schemas';
import { loginCustomization, saveLoginCustomization, type IdpTransaction } from './idp-store';
import { loginCustomizationReply, toLoginCustomization } from './login-ui';

/** Admins, with the securityIDP feature on (lib/features.ts guards it). */
const admin = { access: { role: 'ADMIN' as const, feature: 'securityIDP' as const } };
const freeText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// Base64 of the largest logo, with room for a file that is too large to be told so.
const LOGO_BODY_LIMIT = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * The sign-in page's customization of an organization (spec 3.4, securityIDP): texts and a
 * logo, read and written by its admins. The sign-in page reads the owner's through the
 * identity service's public route.
 */
export function loginUiRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const params = idParams('org');

  async function current(org: number) {
    return toLoginCustomization(org, await loginCustomization(db, org));
  }

  async function audited(
    trx: IdpTransaction,
    userId: number,
    org: number,
    ip: string,
    payload: Record<string, unknown>,
  ) {
    await audit(trx, {
      createdById: userId,
      organizationId: org,
      entityType: 'LOGIN_UI',
      entityId: org,
      eventType: 'UPDATED',
      payload,
      clientIp: ip,
    });
  }

  api.get(
    '/v1/:org/login-ui',
    { config: admin, schema: { params, response: { 200: loginCustomizationReply } } },
    async (request) => {
      await anOrganization(request.params.org);
      return current(request.params.org);
    },
  );

  api.put(
    '/v1/:org/login-ui',
    {
      config: admin,
      schema: {
        params,
        response: { 200: loginCustomizationReply },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['companyTitle', 'disclosureIntro', 'disclosureText', 'attention'],
          properties: {
            companyTitle: {
              type: 'string',
              maxLength: LOGIN_TITLE_MAX,
              pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            },
            disclosureIntro: freeText(LOGIN_TEXT_MAX),
            disclosureText: freeText(LOGIN_TEXT_MAX),
            attention: freeText(LOGIN_TEXT_MAX),
          },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      await anOrganization(org);
      const body = request.body;
      const texts = {
        company_title: body.companyTitle.trim(),
        disclosure_intro: body.disclosureIntro.trim(),
        disclosure_text: body.disclosureText.trim(),
        attention: body.attention.trim(),
      };
      const userId = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        await saveLoginCustomization(trx, org, texts, userId);
        await audited(trx, userId, org, request.ip, { ...body });
      });
      return current(org);
    },
  );

  api.put(
    '/v1/:org/login-ui/logo',
    {
      config: admin,
      bodyLimit: LOGO_BODY_LIMIT,
      errorHandler: (error) => {
        if (error.statusCode === 413) throw new HttpError(413, FILE_TOO_LARGE);
        throw error;
      },
      schema: {
        params,
        response: { 200: loginCustomizationReply },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['data', 'fileName'],
          properties: {
            data: { type: 'string', maxLength: LOGO_BODY_LIMIT, pattern: '^[A-Za-z0-9+/]*={0,2}$' },
            fileName: { type: 'string', minLength: 1, maxLength: 255 },
          },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      await anOrganization(org);
      const { data, fileName } = request.body;
      const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
      if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension)) {
        throw badRequest(FILE_EXTENSION_NOT_SUPPORTED);
      }
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
      const type = imageTypeOf(bytes);
      // The content decides: a name that says png on another content is refused too.
      if (!type || !extensionFits(fileName, type)) {
        throw badRequest(
          `${FILE_EXTENSION_NOT_SUPPORTED} The content is not a PNG, JPEG, WebP or safe SVG image.`,
        );
      }
      const version = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
      const userId = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        await saveLoginCustomization(trx, org, { logo: { bytes, type, version } }, userId);
        await audited(trx, userId, org, request.ip, {
          logo: { type, bytes: bytes.length, version },
        });
      });
      return current(org);
    },
  );

  api.delete(
    '/v1/:org/login-ui/logo',
    { config: admin, schema: { params, response: { 200: loginCustomizationReply } } },
    async (request) => {
      const { org } = request.params;
      await anOrganization(org);
      const userId = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        await saveLoginCustomization(trx, org, { logo: null }, userId);
        await audited(trx, userId, org, request.ip, { logo: null });
      });
      return current(org);
    },
  );
}
