import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDP_LIST_LIMIT } from '@contracts/idp';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { ownersOnly, signedIn } from '../../lib/auth';
import { crudRoutes } from '../../lib/crud';
import { notFound } from '../../lib/errors';
import { allowList } from '../../lib/addresses';
import { idParams } from '../../lib/schemas';
import {
  idpMappings,
  ldapAuthenticators,
  refuseClaimedDomain,
  rsaAuthenticators,
  samlContacts,
  validationRules,
  type IdpEntity,
  type IdpWriteContext,
} from './idp-entities';
import {
  type IdpListTable,
  type IdpRow,
  type IdpTransaction,
  type IdpValues,
  approveMapping,
  clearOtherDefaults,
  deleteIdpRow,
  idpCount,
  idpRow,
  idpRows,
  idpValueTaken,
  insertIdpRow,
  updateIdpRow,
} from './idp-store';
import { loginUiRoutes } from './login-ui-routes';

/** Admins, with the securityIDP feature on (lib/features.ts guards it). */
const admin = { access: { role: 'ADMIN' as const, feature: 'securityIDP' as const } };
const itemParams = idParams('org', 'id');

interface ItemParams {
  org: number;
  id: number;
}

/**
 * The identity provider settings of an organization (spec 3.4, securityIDP feature): its
 * LDAP and RSA authenticators, mappings, SAML contacts and validation rules, each listed,
 * created, edited and deleted by its admins on the CRUD route kit, each change audited in its
 * transaction. A value taken (a name, a login domain) is a 409 with the list's message.
 */
export function idpRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const { db } = ctx;
  const allowed = allowList(ctx.config.connectivityAllowedNetworks);

  /** What a write knows besides its input. */
  function writeContext<T extends IdpListTable>(
    request: FastifyRequest,
    organizationId: number,
    existing: IdpRow<T> | null,
  ): IdpWriteContext<T> {
    const { userId, owner } = signedIn(request);
    return { db, organizationId, existing, by: { userId, owner }, allowed };
  }

  function register<T extends IdpListTable, Input, Reply>(entity: IdpEntity<T, Input, Reply>) {
    const { table } = entity;
    /** One default authenticator per organization. */
    async function afterWrite(trx: IdpTransaction, org: number, id: number, input: Input) {
      if (table === 'ldap_authenticators' && (input as { isDefault?: boolean }).isDefault) {
        await clearOtherDefaults(trx, org, id);
      }
    }

    crudRoutes<Input, { input: Input; values: IdpValues<T> }, IdpRow<T>, Reply>(app, db, {
      path: entity.path,
      config: { read: admin, write: admin },
      entityType: entity.entityType,
      notFound: entity.notFound,
      organization: { check: anOrganization },
      body: entity.body,
      reply: entity.reply,
      toReply: entity.toReply,
      list: (org) => idpRows(db, table, org, IDP_LIST_LIMIT),
      idOf: (row) => row.id,
      one: (org, id) => idpRow(db, table, org, id),
      limit: {
        first: true,
        count: (org) => idpCount(db, table, org),
        most: IDP_LIST_LIMIT,
        message: `An organization has at most ${IDP_LIST_LIMIT} of these.`,
      },
      prepare: async (input, { org, request, existing }) => ({
        input,
        values: await entity.toValues(input, writeContext(request, org, existing)),
      }),
      unique: {
        message: entity.unique.taken,
        taken: (org, { input }, except) =>
          idpValueTaken(db, table, entity.unique.column, entity.uniqueValue(input), {
            organizationId: entity.unique.platformWide ? null : org,
            except,
          }),
      },
      insert: async (trx, org, { input, values }, by) => {
        const row = await insertIdpRow(trx, table, org, values, by);
        await afterWrite(trx, org, row.id, input);
        return row;
      },
      update: async (trx, org, id, { input, values }, by) => {
        const row = await updateIdpRow(trx, table, org, id, values, by);
        if (row) await afterWrite(trx, org, id, input);
        return row;
      },
      auditPayload: ({ input }) => entity.auditPayload(input),
      deleteOne: async (trx, org, id) => ((await deleteIdpRow(trx, table, org, id)) ? {} : null),
    });
  }

  /**
   * An owner approves an organization's claim of a login domain: only then does sign-in use
   * the mapping (for the organization's own users). Checked again now: a user of another
   * organization may have come to the domain since the mapping was made.
   */
  app.post<{ Params: ItemParams }>(
    `/v1/:org/${idpMappings.path}/:id/approval`,
    {
      config: admin,
      preValidation: ownersOnly,
      schema: { params: itemParams, response: { 200: idpMappings.reply } },
    },
    async (request) => {
      const { org, id } = request.params;
      await anOrganization(org);
      const existing = await idpRow(db, idpMappings.table, org, id);
      if (!existing) throw notFound(idpMappings.notFound);
      await refuseClaimedDomain(db, existing.login_domain, org);
      const approved = await db.transaction().execute(async (trx) => {
        const row = await approveMapping(trx, org, id, signedIn(request).userId);
        if (!row) throw notFound(idpMappings.notFound);
        await audit(trx, {
          createdById: signedIn(request).userId,
          organizationId: org,
          entityType: idpMappings.entityType,
          entityId: id,
          eventType: 'APPROVED',
          payload: { loginDomain: row.login_domain },
          clientIp: request.ip,
        });
        return row;
      });
      return idpMappings.toReply(approved);
    },
  );

  register(ldapAuthenticators);
  register(rsaAuthenticators);
  register(idpMappings);
  register(samlContacts);
  register(validationRules);
  loginUiRoutes(app, ctx, anOrganization);
}
