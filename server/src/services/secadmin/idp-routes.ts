import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDP_LIST_LIMIT } from '@contracts/idp';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { ownersOnly, signedIn } from '../../lib/auth';
import { HttpError, notFound } from '../../lib/errors';
import { allowList } from '../../lib/addresses';
import { idParams, noContent } from '../../lib/schemas';
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
const orgParams = idParams('org');
const itemParams = idParams('org', 'id');

interface OrgParams {
  org: number;
}
interface ItemParams extends OrgParams {
  id: number;
}

/**
 * The identity provider settings of an organization (spec 3.4, securityIDP feature): its
 * LDAP and RSA authenticators, mappings, SAML contacts and validation rules, each listed,
 * created, edited and deleted by its admins, each change audited in its transaction.
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
    const base = `/v1/:org/${entity.path}`;
    const conflict = () => new HttpError(409, entity.unique.taken);
    const taken = (org: number, input: Input, except?: number) =>
      idpValueTaken(db, entity.table, entity.unique.column, entity.uniqueValue(input), {
        organizationId: entity.unique.platformWide ? null : org,
        except,
      });

    /** A write with its audit event; a value taken meanwhile (the unique index) is a 409. */
    async function change<R>(
      org: number,
      input: Input,
      except: number | undefined,
      write: (trx: IdpTransaction) => Promise<R>,
    ): Promise<R> {
      if (await taken(org, input, except)) throw conflict();
      try {
        return await db.transaction().execute(write);
      } catch (error) {
        if (!(error instanceof HttpError) && (await taken(org, input, except))) throw conflict();
        throw error;
      }
    }

    async function audited(
      trx: IdpTransaction,
      request: FastifyRequest,
      org: number,
      entityId: number,
      eventType: string,
      payload: Record<string, unknown>,
    ) {
      await audit(trx, {
        createdById: signedIn(request).userId,
        organizationId: org,
        entityType: entity.entityType,
        entityId,
        eventType,
        payload,
        clientIp: request.ip,
      });
    }

    async function afterWrite(trx: IdpTransaction, org: number, id: number, input: Input) {
      // One default authenticator per organization.
      if (entity.table === 'ldap_authenticators' && (input as { isDefault?: boolean }).isDefault) {
        await clearOtherDefaults(trx, org, id);
      }
    }

    app.get<{ Params: OrgParams }>(
      base,
      {
        config: admin,
        schema: { params: orgParams, response: { 200: { type: 'array', items: entity.reply } } },
      },
      async (request) => {
        await anOrganization(request.params.org);
        const rows = await idpRows(db, entity.table, request.params.org, IDP_LIST_LIMIT);
        return rows.map(entity.toReply);
      },
    );

    app.post<{ Params: OrgParams; Body: Input }>(
      base,
      {
        config: admin,
        schema: { params: orgParams, body: entity.body, response: { 201: entity.reply } },
      },
      async (request, reply) => {
        const { org } = request.params;
        await anOrganization(org);
        if ((await idpCount(db, entity.table, org)) >= IDP_LIST_LIMIT) {
          throw new HttpError(409, `An organization has at most ${IDP_LIST_LIMIT} of these.`);
        }
        const input = request.body as Input;
        const values = await entity.toValues(input, writeContext(request, org, null));
        const created = await change(org, input, undefined, async (trx) => {
          const row = await insertIdpRow(trx, entity.table, org, values, signedIn(request).userId);
          await afterWrite(trx, org, row.id, input);
          await audited(trx, request, org, row.id, 'CREATED', entity.auditPayload(input));
          return row;
        });
        return reply.code(201).send(entity.toReply(created));
      },
    );

    app.put<{ Params: ItemParams; Body: Input }>(
      `${base}/:id`,
      {
        config: admin,
        schema: { params: itemParams, body: entity.body, response: { 200: entity.reply } },
      },
      async (request) => {
        const { org, id } = request.params;
        await anOrganization(org);
        const existing = await idpRow(db, entity.table, org, id);
        if (!existing) throw notFound(entity.notFound);
        const input = request.body as Input;
        const values = await entity.toValues(input, writeContext(request, org, existing));
        const updated = await change(org, input, id, async (trx) => {
          const row = await updateIdpRow(
            trx,
            entity.table,
            org,
            id,
            values,
            signedIn(request).userId,
          );
          if (!row) throw notFound(entity.notFound);
          await afterWrite(trx, org, id, input);
          await audited(trx, request, org, id, 'UPDATED', entity.auditPayload(input));
          return row;
        });
        return entity.toReply(updated);
      },
    );

    app.delete<{ Params: ItemParams }>(
      `${base}/:id`,
      { config: admin, schema: { params: itemParams, response: { 204: noContent } } },
      async (request, reply) => {
        const { org, id } = request.params;
        await anOrganization(org);
        await db.transaction().execute(async (trx) => {
          if (!(await deleteIdpRow(trx, entity.table, org, id))) throw notFound(entity.notFound);
          await audited(trx, request, org, id, 'DELETED', {});
        });
        return reply.code(204).send(null);
      },
    );
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
