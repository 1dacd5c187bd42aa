import {
  DOMAIN_HAS_OTHER_USERS,
  IDP_NAME_MAX,
  LOGIN_DOMAIN_TAKEN,
  SAML_CONTACT_TYPES,
  patternProblem,
  type IdpMapping,
  type IdpMappingInput,
  type SamlContact,
  type SamlContactInput,
  type ValidationRule,
  type ValidationRuleInput,
} from '@contracts/idp';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/crypto';
import { domainHasOtherUsers, idpRow, isOrganizationUserGroup } from './idp-store';
import { idSchema } from '../../lib/schemas';
import { name, namedList, required, strictBody, type IdpEntity } from './idp-entity';
import { idpMappingReply, samlContactReply, validationRuleReply } from './idp-replies';

export { ldapAuthenticators, rsaAuthenticators } from './idp-authenticators';
export type { IdpEntity, IdpWriteContext } from './idp-entity';

const DOMAIN = '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$';

export const idpMappings: IdpEntity<'idp_mappings', IdpMappingInput, IdpMapping> = {
  path: 'idp-mappings',
  table: 'idp_mappings',
  entityType: 'IDP_MAPPING',
  notFound: 'Mapping not found.',
  unique: { column: 'login_domain', taken: LOGIN_DOMAIN_TAKEN, platformWide: true },
  uniqueValue: (input) => input.loginDomain.trim().toLowerCase(),
  body: strictBody(['authenticatorId', 'loginDomain', 'userGroupId', 'kerberosEnabled'], {
    authenticatorId: idSchema,
    loginDomain: { type: 'string', maxLength: 253 },
    userGroupId: { anyOf: [idSchema, { type: 'null' }] },
    kerberosEnabled: { type: 'boolean' },
  }),
  reply: idpMappingReply,
  toReply: (row) => ({
    mappingId: row.id,
    authenticatorId: row.authenticator_id,
    loginDomain: row.login_domain,
    userGroupId: row.user_group_id,
    kerberosEnabled: row.kerberos_enabled === 1,
    approved: row.approved_at !== null,
    updated: row.updated,
  }),
  toValues: async (input, { db, organizationId, existing, by }) => {
    const loginDomain = input.loginDomain.trim().toLowerCase();
    if (!new RegExp(DOMAIN).test(loginDomain)) {
      throw badRequest('Invalid format. A login domain is like example.org.');
    }
    if (!(await idpRow(db, 'ldap_authenticators', organizationId, input.authenticatorId))) {
      throw badRequest('Invalid body: the LDAP authenticator is not one of the organization.');
    }
    if (
      input.userGroupId !== null &&
      !(await isOrganizationUserGroup(db, organizationId, input.userGroupId))
    ) {
      throw badRequest('Invalid body: the user group is not one of the organization.');
    }
    await refuseClaimedDomain(db, loginDomain, organizationId);
    // An owner's write approves the claim; the same domain keeps an approval it had.
    const kept = existing?.login_domain === loginDomain && existing.approved_at !== null;
    const approval = by.owner
      ? { approved_at: nowIso(), approved_by: by.userId }
      : kept
        ? { approved_at: existing.approved_at, approved_by: existing.approved_by }
        : { approved_at: null, approved_by: null };
    return {
      authenticator_id: input.authenticatorId,
      login_domain: loginDomain,
      user_group_id: input.userGroupId,
      kerberos_enabled: input.kerberosEnabled ? 1 : 0,
      ...approval,
    };
  },
  auditPayload: (input) => ({ ...input }),
};

/** A domain where users of another organization sign in is not this one's to map. */
export async function refuseClaimedDomain(
  db: Kysely<DB>,
  loginDomain: string,
  organizationId: number,
) {
  if (await domainHasOtherUsers(db, loginDomain, organizationId)) {
    throw badRequest(DOMAIN_HAS_OTHER_USERS);
  }
}

export const samlContacts: IdpEntity<'saml_contacts', SamlContactInput, SamlContact> = {
  ...namedList('saml-contacts', 'saml_contacts', 'SAML_CONTACT', 'SAML contact not found.'),
  body: strictBody(['contactType', 'company', 'name', 'email', 'phone'], {
    contactType: { type: 'string', enum: SAML_CONTACT_TYPES },
    company: { type: 'string', maxLength: IDP_NAME_MAX, pattern: '^[^\\u0000-\\u001F\\u007F]*$' },
    name,
    email: { type: 'string', maxLength: 254 },
    phone: { type: 'string', maxLength: 40, pattern: '^[0-9 +()./-]*$' },
  }),
  reply: samlContactReply,
  toReply: (row) => ({
    contactId: row.id,
    contactType: row.contact_type as SamlContact['contactType'],
    company: row.company,
    name: row.name,
    email: row.email,
    phone: row.phone,
    updated: row.updated,
  }),
  toValues: (input) => {
    const email = input.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Invalid email');
    return {
      contact_type: input.contactType,
      company: input.company.trim(),
      name: required(input.name, 'name'),
      email,
      phone: input.phone.trim(),
    };
  },
  auditPayload: (input) => ({ ...input }),
};

const ruleBound = { anyOf: [{ type: 'integer', minimum: 0, maximum: 10_000 }, { type: 'null' }] };

export const validationRules: IdpEntity<'validation_rules', ValidationRuleInput, ValidationRule> = {
  ...namedList(
    'validation-rules',
    'validation_rules',
    'VALIDATION_RULE',
    'Validation rule not found.',
  ),
  body: strictBody(['name', 'min', 'max', 'pattern'], {
    name,
    min: ruleBound,
    max: ruleBound,
    pattern: { type: ['string', 'null'], maxLength: 1000 },
  }),
  reply: validationRuleReply,
  toReply: (row) => ({
    ruleId: row.id,
    name: row.name,
    min: row.min,
    max: row.max,
    pattern: row.pattern,
    updated: row.updated,
  }),
  toValues: (input) => {
    if (input.min !== null && input.max !== null && input.min > input.max) {
      throw badRequest('The minimum must not be over the maximum.');
    }
    const pattern = input.pattern === null || input.pattern === '' ? null : input.pattern;
    const problem = pattern === null ? null : patternProblem(pattern);
    if (problem) throw badRequest(problem);
    return { name: required(input.name, 'name'), min: input.min, max: input.max, pattern };
  },
  auditPayload: (input) => ({ ...input }),
};
