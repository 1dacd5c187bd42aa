import {
  IDP_NAME_MAX,
  IDP_TEXT_MAX,
  SAML_CONTACT_TYPES,
  patternProblem,
} from '../../../shared/contracts/idp';
import type { Message } from '../../../shared/i18n';
import { authenticationMessages as m } from './messages';

/** A row of any of the lists, as the server answers it. */
export type IdpItem = Record<string, unknown>;
/** What a form holds while it is typed (kept as a draft): text and switches. */
export type IdpDraft = Record<string, string | boolean>;

/** Why a field's value may not be saved (a message), or null. */
type Check = (value: string, draft: IdpDraft) => Message | null;

export type IdpField =
  | { key: string; kind: 'text'; label: Message; required?: boolean; max: number; check?: Check }
  | { key: string; kind: 'lines'; label: Message; max: number; check?: Check }
  | { key: string; kind: 'number'; label: Message; check?: Check }
  /** Write-only: the row says only whether one is set (`setFlag`). */
  | { key: string; kind: 'secret'; label: Message; setFlag: string; multiline?: boolean }
  | { key: string; kind: 'switch'; label: Message }
  | { key: string; kind: 'select'; label: Message; options: { value: string; label: Message }[] }
  /** One of the organization's LDAP authenticators. */
  | { key: string; kind: 'authenticator'; label: Message };

export interface IdpList {
  /** Its path under the organization in the secAdmin service, and its route. */
  path: string;
  route: string;
  title: Message;
  idKey: string;
  /** The field naming a row (its link to the edit form). */
  nameKey: string;
  fields: IdpField[];
  /** Columns besides the name: a field's key, shown as text. */
  columns: { key: string; label: Message }[];
}

/**
 * The declaration of a list: its columns name fields (shown with the field's label), or a
 * value of the row no form edits, with its own label.
 */
type IdpListSpec = Omit<IdpList, 'nameKey' | 'columns'> & {
  nameKey?: string;
  columns: (string | { key: string; label: Message })[];
};

function idpList({ nameKey = 'name', columns, ...spec }: IdpListSpec): IdpList {
  const labelOf = (key: string) => {
    const field = spec.fields.find((candidate) => candidate.key === key);
    if (!field) throw new Error(`No field ${key} for a column of ${spec.path}`);
    return field.label;
  };
  return {
    ...spec,
    nameKey,
    columns: columns.map((column) =>
      typeof column === 'string' ? { key: column, label: labelOf(column) } : column,
    ),
  };
}

/** The name of a row: required, and unique within the organization (the server says). */
const nameField: IdpField = {
  key: 'name',
  kind: 'text',
  label: m.name,
  required: true,
  max: IDP_NAME_MAX,
};

const LDAP_URL = /^ldaps?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/?$/;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ldapUrls: Check = (value) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .every((url) => LDAP_URL.test(url))
    ? null
    : m.invalidFormat;

const bound: Check = (value) => {
  if (!value.trim()) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 10_000 ? null : m.numberRange;
};

export const LDAP_LIST = idpList({
  path: 'ldap-authenticators',
  route: 'authentication',
  title: m.ldapTitle,
  idKey: 'authenticatorId',
  fields: [
    nameField,
    { key: 'urls', kind: 'lines', label: m.urls, max: 1500, check: ldapUrls },
    { key: 'base', kind: 'text', label: m.base, required: true, max: IDP_TEXT_MAX },
    {
      key: 'usernameKey',
      kind: 'text',
      label: m.usernameKey,
      required: true,
      max: 64,
      check: (value) => (/^[A-Za-z][A-Za-z0-9-]{0,63}$/.test(value) ? null : m.invalidFormat),
    },
    { key: 'bindDn', kind: 'text', label: m.bindDn, max: IDP_TEXT_MAX },
    { key: 'passwordKey', kind: 'secret', label: m.passwordKey, setFlag: 'hasPasswordKey' },
    { key: 'isDefault', kind: 'switch', label: m.isDefault },
    { key: 'kerberosEnabled', kind: 'switch', label: m.kerberos },
    { key: 'keytab', kind: 'secret', label: m.keytab, setFlag: 'hasKeytab', multiline: true },
    {
      key: 'servicePrincipal',
      kind: 'text',
      label: m.servicePrincipal,
      max: IDP_TEXT_MAX,
      check: (value, draft) => (draft.kerberosEnabled && !value.trim() ? m.required : null),
    },
  ],
  columns: ['urls', 'base', 'isDefault'],
});

export const RSA_LIST = idpList({
  path: 'rsa-authenticators',
  route: 'authentication/rsa',
  title: m.rsaTitle,
  idKey: 'rsaAuthenticatorId',
  fields: [
    nameField,
    {
      key: 'url',
      kind: 'text',
      label: m.url,
      required: true,
      max: 500,
      check: (value) => (/^https?:\/\/\S+$/.test(value.trim()) ? null : m.invalidFormat),
    },
    { key: 'clientIdKey', kind: 'text', label: m.clientIdKey, required: true, max: IDP_TEXT_MAX },
    { key: 'clientKey', kind: 'secret', label: m.clientKey, setFlag: 'hasClientKey' },
  ],
  columns: ['url', 'clientIdKey'],
});

export const MAPPINGS_LIST = idpList({
  path: 'idp-mappings',
  route: 'authentication/mappings',
  title: m.mappingsTitle,
  idKey: 'mappingId',
  nameKey: 'loginDomain',
  fields: [
    {
      key: 'loginDomain',
      kind: 'text',
      label: m.loginDomain,
      required: true,
      max: 253,
      check: (value) => (DOMAIN.test(value.trim().toLowerCase()) ? null : m.invalidFormat),
    },
    { key: 'authenticatorId', kind: 'authenticator', label: m.authenticator },
    { key: 'userGroupId', kind: 'number', label: m.userGroup },
    { key: 'kerberosEnabled', kind: 'switch', label: m.kerberos },
  ],
  columns: [
    'authenticatorId',
    'userGroupId',
    'kerberosEnabled',
    // An owner's approval of the domain's claim, set by the server only.
    { key: 'approved', label: m.approval },
  ],
});

export const SAML_LIST = idpList({
  path: 'saml-contacts',
  route: 'authentication/saml-contacts',
  title: m.samlTitle,
  idKey: 'contactId',
  fields: [
    nameField,
    {
      key: 'contactType',
      kind: 'select',
      label: m.contactType,
      options: SAML_CONTACT_TYPES.map((value) => ({ value, label: m[value] })),
    },
    { key: 'company', kind: 'text', label: m.company, max: IDP_NAME_MAX },
    {
      key: 'email',
      kind: 'text',
      label: m.email,
      required: true,
      max: 254,
      check: (value) => (EMAIL.test(value.trim()) ? null : m.invalidEmail),
    },
    { key: 'phone', kind: 'text', label: m.phone, max: 40 },
  ],
  columns: ['contactType', 'email'],
});

export const RULES_LIST = idpList({
  path: 'validation-rules',
  route: 'authentication/validation-rules',
  title: m.rulesTitle,
  idKey: 'ruleId',
  fields: [
    nameField,
    { key: 'min', kind: 'number', label: m.min, check: bound },
    {
      key: 'max',
      kind: 'number',
      label: m.max,
      check: (value, draft) =>
        bound(value, draft) ??
        (value.trim() && String(draft.min).trim() && Number(draft.min) > Number(value)
          ? m.minOverMax
          : null),
    },
    {
      key: 'pattern',
      kind: 'text',
      label: m.pattern,
      max: 1000,
      // The same check as the server's: a pattern that could run for ever is refused.
      check: (value) => (value && patternProblem(value) ? m.invalidFormat : null),
    },
  ],
  columns: ['min', 'max', 'pattern'],
});

export const IDP_LISTS = [LDAP_LIST, RSA_LIST, MAPPINGS_LIST, SAML_LIST, RULES_LIST] as const;
