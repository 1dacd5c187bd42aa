/* eslint-disable max-lines -- the CRUD route kit is to be built from it (issue 31, item 3), which splits it. */
import {
  AUTHENTICATOR_NAME_TAKEN,
  IDP_NAME_MAX,
  IDP_SECRET_MAX,
  IDP_TEXT_MAX,
  IDP_URLS_MAX,
  KEYTAB_MAX,
  DOMAIN_HAS_OTHER_USERS,
  LOGIN_DOMAIN_TAKEN,
  RSA_SECRET_NEEDED_AGAIN,
  SAML_CONTACT_TYPES,
  SECRET_NEEDED_AGAIN,
  patternProblem,
  type IdpMapping,
  type IdpMappingInput,
  type LdapAuthenticator,
  type LdapAuthenticatorInput,
  type RsaAuthenticator,
  type RsaAuthenticatorInput,
  type SamlContact,
  type SamlContactInput,
  type ValidationRule,
  type ValidationRuleInput,
} from '@contracts/idp';
import type { BlockList } from 'node:net';
import type { Kysely } from 'kysely';
import { RESERVED_ADDRESS_MESSAGE } from '@contracts/connectivity';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/crypto';
import { mayConnect, parseLooseIPv4 } from '../../lib/addresses';
import {
  domainHasOtherUsers,
  idpRow,
  isOrganizationUserGroup,
  type IdpListTable,
  type IdpRow,
  type IdpValues,
} from './idp-store';
import {
  bool,
  idSchema,
  nullableNum,
  nullableText,
  num,
  plainText,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

/** How one list of identity provider settings is read, checked and written. */
export interface IdpEntity<T extends IdpListTable, Input, Reply> {
  /** Its path under `/v1/:org/`. */
  path: string;
  table: T;
  /** Its type in the audit log. */
  entityType: string;
  notFound: string;
  /** The column whose value is unique, the message when it is taken, and its scope. */
  unique: { column: 'name' | 'login_domain'; taken: string; platformWide?: boolean };
  uniqueValue: (input: Input) => string;
  body: object;
  reply: object;
  toReply: (row: IdpRow<T>) => Reply;
  /** Checks the input (throws a 400 with the reason) and makes the row's values. */
  toValues: (input: Input, context: IdpWriteContext<T>) => Promise<IdpValues<T>> | IdpValues<T>;
  /** What the audit event keeps of an input: never a secret. */
  auditPayload: (input: Input) => Record<string, unknown>;
}

/** What a write of a row knows besides its input. */
export interface IdpWriteContext<T extends IdpListTable> {
  db: Kysely<DB>;
  organizationId: number;
  existing: IdpRow<T> | null;
  /** Who writes: an owner's write of a mapping approves its domain. */
  by: { userId: number; owner: boolean };
  /** Reserved networks the operator allows anyway (CONNECTIVITY_ALLOWED_NETWORKS). */
  allowed: BlockList;
}

const name = plainText(IDP_NAME_MAX);
const optionalText = {
  type: ['string', 'null'],
  maxLength: IDP_TEXT_MAX,
  pattern: '^[^\\u0000-\\u001F\\u007F]*$',
} as const;
const secret = { type: 'string', maxLength: IDP_SECRET_MAX } as const;
const LDAP_URL = /^ldaps?:\/\/([A-Za-z0-9.-]+)(:[0-9]{1,5})?\/?$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/;
const ATTRIBUTE = '^[A-Za-z][A-Za-z0-9-]{0,63}$';
const DOMAIN = '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$';

/**
 * Refuses a directory address written as an address (in any form the resolver reads) in a
 * reserved network the operator has not allowed, as the connectivity check does. A name is
 * judged by what it resolves to each time the server connects (lib/directory.ts).
 */
function refuseReservedAddress(url: string, allowed: BlockList) {
  const host = LDAP_URL.exec(url)?.[1] ?? '';
  const address = parseLooseIPv4(host);
  if (address !== null && !mayConnect(address, allowed)) {
    throw badRequest(RESERVED_ADDRESS_MESSAGE);
  }
}

/**
 * A kept secret goes only where it went when its admin last gave it: changing where it is
 * sent (`moved`) without giving it again is refused, so an admin cannot send a stored
 * secret they cannot read to a server of their own.
 */
function refuseMovedSecret(moved: boolean, given: string | undefined, stored: string | null) {
  return moved && given === undefined && stored !== null;
}

/** A secret's new value: absent keeps the stored one, '' removes it. */
function secretValue(value: string | undefined, stored: string | null): string | null {
  if (value === undefined) return stored;
  return value === '' ? null : value;
}

function blankless(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`Invalid body: "${field}" must not be blank.`);
  return trimmed;
}

/** A body with just these properties; `required` lists those that must be there. */
const strictBody = (required: string[], properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/** The head of a list whose rows' name is unique within the organization. */
const namedList = <T extends IdpListTable>(
  path: string,
  table: T,
  entityType: string,
  notFound: string,
) => ({
  path,
  table,
  entityType,
  notFound,
  unique: { column: 'name' as const, taken: AUTHENTICATOR_NAME_TAKEN },
  uniqueValue: (input: { name: string }) => input.name.trim(),
});

export const ldapAuthenticators: IdpEntity<
  'ldap_authenticators',
  LdapAuthenticatorInput,
  LdapAuthenticator
> = {
  ...namedList(
    'ldap-authenticators',
    'ldap_authenticators',
    'LDAP_AUTHENTICATOR',
    'LDAP authenticator not found.',
  ),
  body: strictBody(
    [
      'name',
      'urls',
      'base',
      'usernameKey',
      'bindDn',
      'isDefault',
      'kerberosEnabled',
      'servicePrincipal',
    ],
    {
      name,
      urls: {
        type: 'array',
        minItems: 1,
        maxItems: IDP_URLS_MAX,
        items: { type: 'string', maxLength: 300 },
      },
      base: plainText(IDP_TEXT_MAX),
      usernameKey: { type: 'string', pattern: ATTRIBUTE },
      bindDn: optionalText,
      passwordKey: secret,
      isDefault: { type: 'boolean' },
      kerberosEnabled: { type: 'boolean' },
      keytab: { type: 'string', maxLength: KEYTAB_MAX, pattern: '^[A-Za-z0-9+/=]*$' },
      servicePrincipal: optionalText,
    },
  ),
  reply: replyObject({
    authenticatorId: num,
    name: text,
    urls: replyList(text),
    base: text,
    usernameKey: text,
    bindDn: nullableText,
    hasPasswordKey: bool,
    isDefault: bool,
    kerberosEnabled: bool,
    hasKeytab: bool,
    servicePrincipal: nullableText,
    updated: text,
  }),
  toReply: (row) => ({
    authenticatorId: row.id,
    name: row.name,
    urls: JSON.parse(row.urls) as string[],
    base: row.base,
    usernameKey: row.username_key,
    bindDn: row.bind_dn,
    hasPasswordKey: row.password_key !== null,
    isDefault: row.is_default === 1,
    kerberosEnabled: row.kerberos_enabled === 1,
    hasKeytab: row.keytab !== null,
    servicePrincipal: row.service_principal,
    updated: row.updated,
  }),
  toValues: (input, { existing, allowed }) => {
    const urls = input.urls.map((url) => url.trim());
    const bad = urls.find((url) => !LDAP_URL.test(url));
    if (bad !== undefined) {
      throw badRequest(
        `Invalid format. An address is ldap://host:port or ldaps://host:port, not "${bad}".`,
      );
    }
    for (const url of urls) refuseReservedAddress(url, allowed);
    const bindDn = blankless(input.bindDn);
    const moved =
      existing !== null && (JSON.stringify(urls) !== existing.urls || bindDn !== existing.bind_dn);
    if (refuseMovedSecret(moved, input.passwordKey, existing?.password_key ?? null)) {
      throw badRequest(SECRET_NEEDED_AGAIN);
    }
    const servicePrincipal = blankless(input.servicePrincipal);
    if (input.kerberosEnabled && !servicePrincipal) {
      throw badRequest('Invalid body: Kerberos needs a service principal.');
    }
    return {
      name: required(input.name, 'name'),
      urls: JSON.stringify(urls),
      base: required(input.base, 'base'),
      username_key: input.usernameKey,
      bind_dn: bindDn,
      password_key: secretValue(input.passwordKey, existing?.password_key ?? null),
      is_default: input.isDefault ? 1 : 0,
      kerberos_enabled: input.kerberosEnabled ? 1 : 0,
      keytab: secretValue(input.keytab, existing?.keytab ?? null),
      service_principal: servicePrincipal,
    };
  },
  auditPayload: ({ passwordKey, keytab, ...rest }) => ({
    ...rest,
    passwordKeyChanged: passwordKey !== undefined,
    keytabChanged: keytab !== undefined,
  }),
};

export const rsaAuthenticators: IdpEntity<
  'rsa_authenticators',
  RsaAuthenticatorInput,
  RsaAuthenticator
> = {
  ...namedList(
    'rsa-authenticators',
    'rsa_authenticators',
    'RSA_AUTHENTICATOR',
    'RSA authenticator not found.',
  ),
  body: strictBody(['name', 'url', 'clientIdKey'], {
    name,
    url: { type: 'string', maxLength: 500 },
    clientIdKey: plainText(IDP_TEXT_MAX),
    clientKey: secret,
  }),
  reply: replyObject({
    rsaAuthenticatorId: num,
    name: text,
    url: text,
    clientIdKey: text,
    hasClientKey: bool,
    updated: text,
  }),
  toReply: (row) => ({
    rsaAuthenticatorId: row.id,
    name: row.name,
    url: row.url,
    clientIdKey: row.client_id_key,
    hasClientKey: row.client_key !== null,
    updated: row.updated,
  }),
  toValues: (input, { existing }) => {
    const url = input.url.trim();
    if (!HTTP_URL.test(url)) throw badRequest('Invalid format. The address is https://…');
    const moved = existing !== null && url !== existing.url;
    if (refuseMovedSecret(moved, input.clientKey, existing?.client_key ?? null)) {
      throw badRequest(RSA_SECRET_NEEDED_AGAIN);
    }
    return {
      name: required(input.name, 'name'),
      url,
      client_id_key: required(input.clientIdKey, 'clientIdKey'),
      client_key: secretValue(input.clientKey, existing?.client_key ?? null),
    };
  },
  auditPayload: ({ clientKey, ...rest }) => ({
    ...rest,
    clientKeyChanged: clientKey !== undefined,
  }),
};

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
  reply: replyObject({
    mappingId: num,
    authenticatorId: num,
    loginDomain: text,
    userGroupId: nullableNum,
    kerberosEnabled: bool,
    approved: bool,
    updated: text,
  }),
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
  reply: replyObject({
    contactId: num,
    contactType: text,
    company: text,
    name: text,
    email: text,
    phone: text,
    updated: text,
  }),
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
  reply: replyObject({
    ruleId: num,
    name: text,
    min: nullableNum,
    max: nullableNum,
    pattern: nullableText,
    updated: text,
  }),
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
