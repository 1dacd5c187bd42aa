import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { LOCALES, THEMES } from '@contracts/configuration';
import { MODULE_IDS } from '@contracts/modules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { authenticate, signedIn } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { featuresFor } from '../../lib/features';
import { idParams } from '../../lib/schemas';
import { featuresRoutes } from './features-routes';
import { featuresReply, organizationConfigurationReply, userConfigurationReply } from './replies';
import { requireOrganization } from '../../lib/organizations';
import {
  organizationConfiguration,
  saveOrganizationConfiguration,
  saveUserConfiguration,
  userConfiguration,
} from './store';

const timeZoneSchema = { type: ['string', 'null'], minLength: 1, maxLength: 64 } as const;
const hostSchema = { type: ['string', 'null'], maxLength: 2048 } as const;

const userConfigurationBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    locale: { type: 'string', enum: LOCALES },
    theme: { type: 'string', enum: THEMES },
    timeZone: timeZoneSchema,
  },
} as const;

const organizationConfigurationBody = {
  ...userConfigurationBody,
  properties: {
    ...userConfigurationBody.properties,
    modules: {
      type: 'array',
      uniqueItems: true,
      maxItems: MODULE_IDS.length,
      items: { type: 'string', enum: MODULE_IDS },
    },
    dataLakeApiHost: hostSchema,
    dataLakeGraphqlHost: hostSchema,
  },
} as const;

function checkTimeZone(zone: string | null | undefined): void {
  if (zone === null || zone === undefined) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw badRequest(`Invalid body: "timeZone" ${JSON.stringify(zone)} is not a known time zone.`);
  }
}

function checkHost(host: string | null | undefined, field: string): void {
  if (!host) return;
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
  } catch {
    throw badRequest(`Invalid body: "${field}" must be an http(s) URL.`);
  }
}

export async function configRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, signer } = ctx;
  app.addHook('preValidation', authenticate(db, signer));
  featuresRoutes(app, ctx);

  const organizationExists = (organizationId: number) => requireOrganization(db, organizationId);

  api.get(
    '/v1/:org/configuration/:userId',
    {
      config: { access: { role: 'AGENT', selfParam: 'userId' } },
      schema: { response: { 200: userConfigurationReply }, params: idParams('org', 'userId') },
    },
    async (request) => {
      const { org, userId } = request.params;
      await organizationExists(org);
      return userConfiguration(db, org, userId);
    },
  );

  api.put(
    '/v1/:org/configuration/:userId',
    {
      config: { access: { role: 'AGENT', selfParam: 'userId' } },
      schema: {
        response: { 200: userConfigurationReply },
        params: idParams('org', 'userId'),
        body: userConfigurationBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org, userId } = request.params;
      await organizationExists(org);
      const body = request.body;
      checkTimeZone(body.timeZone);
      await db.transaction().execute(async (trx) => {
        await saveUserConfiguration(trx, org, userId, body);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'USER_CONFIGURATION',
          entityId: `${org}/${userId}`,
          eventType: 'UPDATED',
          payload: body,
          clientIp: request.ip,
        });
      });
      return userConfiguration(db, org, userId);
    },
  );

  api.get(
    '/v1/:org/configuration',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: organizationConfigurationReply }, params: idParams('org') },
    },
    async (request) => {
      await organizationExists(request.params.org);
      return organizationConfiguration(db, request.params.org);
    },
  );

  api.put(
    '/v1/:org/configuration',
    {
      config: { access: { role: 'ADMIN' } },
      schema: {
        response: { 200: organizationConfigurationReply },
        params: idParams('org'),
        body: organizationConfigurationBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org } = request.params;
      await organizationExists(org);
      const body = request.body;
      checkTimeZone(body.timeZone);
      checkHost(body.dataLakeApiHost, 'dataLakeApiHost');
      checkHost(body.dataLakeGraphqlHost, 'dataLakeGraphqlHost');
      await db.transaction().execute(async (trx) => {
        await saveOrganizationConfiguration(trx, org, body);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'ORGANIZATION_CONFIGURATION',
          entityId: org,
          eventType: 'UPDATED',
          payload: body,
          clientIp: request.ip,
        });
      });
      return organizationConfiguration(db, org);
    },
  );

  api.get(
    '/v2/:org/features',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: featuresReply }, params: idParams('org') },
    },
    async (request) => {
      await organizationExists(request.params.org);
      return featuresFor(db, request.params.org);
    },
  );
}
