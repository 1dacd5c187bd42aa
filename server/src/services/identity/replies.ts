import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

/** RoleEntry of src/shared/contracts/roles. */
export const roleEntryReply = replyObject({
  role: text,
  userId: num,
  organizationId: num,
  organizationDetails: replyObject({ name: text, shortName: text }),
});

/** User of src/shared/contracts/identity. */
export const userReply = replyObject({
  id: num,
  userId: num,
  organizationId: num,
  shortName: text,
  name: text,
  email: text,
  phone: nullableText,
  roles: replyList(roleEntryReply),
  permissions: replyList(text),
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
});

/** Organization of src/shared/contracts/identity. */
export const organizationReply = replyObject({
  organizationId: num,
  name: text,
  shortName: text,
  type: text,
  parentId: nullableNum,
  tenantId: nullableText,
  country: nullableText,
  place: nullableText,
  postalCode: nullableText,
  streetName: nullableText,
  streetNumber: nullableText,
  registrar: nullableText,
  registrationId: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  managementApiEnabled: bool,
});

/** A page of organizations by name, and how many match in all. */
export const organizationPageReply = replyObject({
  organizations: replyList(organizationReply),
  total: num,
});

export const modulesReply = replyObject({ modules: replyList(text) });

/** TokenResponse of src/shared/contracts/identity. */
export const tokenReply = replyObject({
  access_token: text,
  refresh_token: text,
  expires_in: num,
  token_type: text,
});

export const tokenValidReply = replyObject({ valid: bool });
