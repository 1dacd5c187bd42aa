import type {
  IdpMapping,
  LdapAuthenticator,
  LoginCustomization,
  RsaAuthenticator,
  SamlContact,
  ValidationRule,
} from '@contracts/idp';
import * as s from '../../lib/schemas';

/** LoginCustomization of src/shared/contracts/idp. */
export const loginCustomizationReply = s.contractReply<LoginCustomization>()({
  companyTitle: s.text,
  disclosureIntro: s.text,
  disclosureText: s.text,
  attention: s.text,
  logoUrl: s.nullableText,
});

/** LdapAuthenticator of src/shared/contracts/idp. */
export const ldapAuthenticatorReply = s.contractReply<LdapAuthenticator>()({
  authenticatorId: s.num,
  name: s.text,
  urls: s.replyList(s.text),
  base: s.text,
  usernameKey: s.text,
  bindDn: s.nullableText,
  hasPasswordKey: s.bool,
  isDefault: s.bool,
  kerberosEnabled: s.bool,
  hasKeytab: s.bool,
  servicePrincipal: s.nullableText,
  updated: s.text,
});

/** RsaAuthenticator of src/shared/contracts/idp. */
export const rsaAuthenticatorReply = s.contractReply<RsaAuthenticator>()({
  rsaAuthenticatorId: s.num,
  name: s.text,
  url: s.text,
  clientIdKey: s.text,
  hasClientKey: s.bool,
  updated: s.text,
});

/** IdpMapping of src/shared/contracts/idp. */
export const idpMappingReply = s.contractReply<IdpMapping>()({
  mappingId: s.num,
  authenticatorId: s.num,
  loginDomain: s.text,
  userGroupId: s.nullableNum,
  kerberosEnabled: s.bool,
  approved: s.bool,
  updated: s.text,
});

/** SamlContact of src/shared/contracts/idp. */
export const samlContactReply = s.contractReply<SamlContact>()({
  contactId: s.num,
  contactType: s.text,
  company: s.text,
  name: s.text,
  email: s.text,
  phone: s.text,
  updated: s.text,
});

/** ValidationRule of src/shared/contracts/idp. */
export const validationRuleReply = s.contractReply<ValidationRule>()({
  ruleId: s.num,
  name: s.text,
  min: s.nullableNum,
  max: s.nullableNum,
  pattern: s.nullableText,
  updated: s.text,
});
