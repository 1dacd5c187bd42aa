import {
  IDP_TEXT_MAX,
  IDP_URLS_MAX,
  KEYTAB_MAX,
  RSA_SECRET_NEEDED_AGAIN,
  SECRET_NEEDED_AGAIN,
  type LdapAuthenticator,
  type LdapAuthenticatorInput,
  type RsaAuthenticator,
  type RsaAuthenticatorInput,
} from '@contracts/idp';
import type { BlockList } from 'node:net';
import { RESERVED_ADDRESS_MESSAGE } from '@contracts/connectivity';
import { badRequest } from '../../lib/errors';
import { mayConnect, parseLooseIPv4 } from '../../lib/addresses';
import { plainText } from '../../lib/schemas';
import {
  blankless,
  name,
  namedList,
  optionalText,
  refuseMovedSecret,
  required,
  secret,
  secretValue,
  strictBody,
  type IdpEntity,
} from './idp-entity';
import { ldapAuthenticatorReply, rsaAuthenticatorReply } from './idp-replies';

const LDAP_URL = /^ldaps?:\/\/([A-Za-z0-9.-]+)(:[0-9]{1,5})?\/?$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/;
const ATTRIBUTE = '^[A-Za-z][A-Za-z0-9-]{0,63}$';

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
  reply: ldapAuthenticatorReply,
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
  reply: rsaAuthenticatorReply,
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
