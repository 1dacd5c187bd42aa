/**
 * Identity provider settings of the secAdmin service (spec 3.4, securityIDP feature):
 * authenticators, the mappings that choose one by the login's domain, SAML contacts,
 * validation rules and the sign-in page's customization. Secrets (bind passwords, keys,
 * keytabs) are written, never read back: answers say only whether one is set.
 */

/** An LDAP directory the identity service binds against (spec 3.4 "LDAP authenticator"). */
export interface LdapAuthenticator {
  authenticatorId: number;
  name: string;
  /** Tried in order; the next is tried when one cannot be reached. */
  urls: string[];
  /** Where users (and their groups) are searched. */
  base: string;
  /** The attribute holding the login name, e.g. `uid`, `mail`, `sAMAccountName`. */
  usernameKey: string;
  /** The service account's DN for the search; null searches anonymously. */
  bindDn: string | null;
  /** Whether the service account's password (the password key) is set. */
  hasPasswordKey: boolean;
  isDefault: boolean;
  kerberosEnabled: boolean;
  hasKeytab: boolean;
  servicePrincipal: string | null;
  updated: string;
}

/**
 * A secret field: absent keeps what is stored, '' removes it, any other text replaces it.
 */
export interface LdapAuthenticatorInput {
  name: string;
  urls: string[];
  base: string;
  usernameKey: string;
  bindDn: string | null;
  passwordKey?: string;
  isDefault: boolean;
  kerberosEnabled: boolean;
  keytab?: string;
  servicePrincipal: string | null;
}

/** An RSA (SecurID) authentication service (spec 3.4 "RSA authenticator"). */
export interface RsaAuthenticator {
  rsaAuthenticatorId: number;
  name: string;
  url: string;
  clientIdKey: string;
  hasClientKey: boolean;
  updated: string;
}

export interface RsaAuthenticatorInput {
  name: string;
  url: string;
  clientIdKey: string;
  clientKey?: string;
}

/** Which authenticator signs in logins of a domain (spec 3.4 "Mapping"). */
export interface IdpMapping {
  mappingId: number;
  authenticatorId: number;
  /** Lowercase, e.g. `example.org`: a login `ada@example.org` goes to the authenticator. */
  loginDomain: string;
  /** The user group the directory's members join; null for none. */
  userGroupId: number | null;
  kerberosEnabled: boolean;
  /**
   * Whether an owner has approved the organization's claim of the domain: until then the
   * mapping is not used at sign-in. An owner's own mapping is approved as it is made.
   */
  approved: boolean;
  updated: string;
}

export interface IdpMappingInput {
  authenticatorId: number;
  loginDomain: string;
  userGroupId: number | null;
  kerberosEnabled: boolean;
}

export const SAML_CONTACT_TYPES = [
  'technical',
  'support',
  'administrative',
  'billing',
  'other',
] as const;
export type SamlContactType = (typeof SAML_CONTACT_TYPES)[number];

/** A contact person published in the SAML metadata. */
export interface SamlContact {
  contactId: number;
  contactType: SamlContactType;
  company: string;
  name: string;
  email: string;
  phone: string;
  updated: string;
}

export interface SamlContactInput {
  contactType: SamlContactType;
  company: string;
  name: string;
  email: string;
  phone: string;
}

/** A rule an authentication setting's value must meet: a length range and a pattern. */
export interface ValidationRule {
  ruleId: number;
  name: string;
  min: number | null;
  max: number | null;
  pattern: string | null;
  updated: string;
}

export interface ValidationRuleInput {
  name: string;
  min: number | null;
  max: number | null;
  pattern: string | null;
}

/** What the sign-in page shows (spec 3.4 "Login UI customization"). */
export interface LoginCustomization {
  companyTitle: string;
  disclosureIntro: string;
  disclosureText: string;
  attention: string;
  /** The logo's address (it changes with the logo), or null without one. */
  logoUrl: string | null;
}

export interface LoginCustomizationInput {
  companyTitle: string;
  disclosureIntro: string;
  disclosureText: string;
  attention: string;
}

export interface LogoUpload {
  /** The image, base64. */
  data: string;
  fileName: string;
}

export const IDP_NAME_MAX = 100;
export const IDP_TEXT_MAX = 500;
export const IDP_URLS_MAX = 5;
export const IDP_SECRET_MAX = 4096;
/** A keytab, base64, at most this long. */
export const KEYTAB_MAX = 65_536;
export const IDP_LIST_LIMIT = 200;
export const VALIDATION_PATTERN_MAX = 200;
export const LOGIN_TITLE_MAX = 100;
export const LOGIN_TEXT_MAX = 4000;
/** Spec 5: the logo upload limit, 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/**
 * Spec 5 also names TIFF, EPS and PSD: no browser shows them, and turning them into a web
 * format needs a native image library the server does not carry, so they are refused with
 * 'File extension is not supported.' (README, "Sign-in page").
 */
export const LOGO_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'image/webp',
] as const;
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'] as const;
/** Spec 5, verbatim. */
export const FILE_TOO_LARGE = 'File size too large.';
export const FILE_EXTENSION_NOT_SUPPORTED = 'File extension is not supported.';
export const AUTHENTICATOR_NAME_TAKEN = 'Name is taken';
export const LOGIN_DOMAIN_TAKEN = 'Login domain is already mapped.';
/** A domain where another organization has users is theirs as much as this one's. */
export const DOMAIN_HAS_OTHER_USERS =
  'Users of another organization sign in with this domain: it cannot be mapped.';
/** A stored secret is given again before it may go to a new address or account. */
export const SECRET_NEEDED_AGAIN =
  'Enter the password key again: it is sent to the new address or bind DN.';
export const RSA_SECRET_NEEDED_AGAIN = 'Enter the client key again: it is sent to the new address.';
export const INVALID_PATTERN = 'Invalid format.';

/** Refusals of a directory sign-in the console shows as they are. */
export const DIRECTORY_UNREACHABLE =
  'The directory server cannot be reached. Try again later or contact us for help.';

/**
 * Why a validation rule's regular expression may not be saved, or null when it may: too
 * long, not one, or of a shape that can take exponential time (a quantified group that
 * holds a quantifier, like `(a+)+`, or a back-reference). Checked by console and server.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > VALIDATION_PATTERN_MAX) {
    return `Must be less then ${VALIDATION_PATTERN_MAX} characters.`;
  }
  try {
    new RegExp(pattern, 'u');
  } catch {
    return INVALID_PATTERN;
  }
  // Escapes and character classes first, so their brackets and quantifiers do not count.
  const bare = pattern.replace(/\\./g, 'e').replace(/\[(?:[^\]\\]|\\.)*\]/g, 'c');
  if (/\\[1-9]|\\k</.test(pattern)) return INVALID_PATTERN;
  const nestedQuantifier = /\([^()]*(?:[+*]|\{\d+,\d*\})[^()]*\)(?:[+*]|\{\d+,\d*\})/;
  let current = bare;
  // Inner groups are folded into their content, so `((a+)b)+` and `((ab)*c)*` are seen too.
  for (let i = 0; i < 20; i += 1) {
    if (nestedQuantifier.test(current)) return INVALID_PATTERN;
    const next = current.replace(/\(([^()]*)\)/g, 'g$1');
    if (next === current) break;
    current = next;
  }
  return null;
}
