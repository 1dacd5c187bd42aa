import type {
  Organization,
  OrganizationModules,
  TokenResponse,
  TokenValidity,
  User,
} from '@contracts/identity';
import type { OrganizationPage } from '@contracts/organizations';
import type { OrganizationDetails, RoleEntry } from '@contracts/roles';
import * as s from '../../lib/schemas';

/** RoleEntry of src/shared/contracts/roles. */
export const roleEntryReply = s.contractReply<RoleEntry>()({
  role: s.text,
  userId: s.num,
  organizationId: s.num,
  organizationDetails: s.contractReply<OrganizationDetails>()({ name: s.text, shortName: s.text }),
});

/** User of src/shared/contracts/identity. */
export const userReply = s.contractReply<User>()({
  id: s.num,
  userId: s.num,
  organizationId: s.num,
  shortName: s.text,
  name: s.text,
  email: s.text,
  phone: s.nullableText,
  roles: s.replyList(roleEntryReply),
  permissions: s.replyList(s.text),
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
});

/** Organization of src/shared/contracts/identity. */
export const organizationReply = s.contractReply<Organization>()({
  organizationId: s.num,
  name: s.text,
  shortName: s.text,
  type: s.text,
  parentId: s.nullableNum,
  tenantId: s.nullableText,
  country: s.nullableText,
  place: s.nullableText,
  postalCode: s.nullableText,
  streetName: s.nullableText,
  streetNumber: s.nullableText,
  registrar: s.nullableText,
  registrationId: s.nullableText,
  email: s.nullableText,
  phoneNumber: s.nullableText,
  managementApiEnabled: s.bool,
});

/** A page of organizations by name, and how many match in all. */
export const organizationPageReply = s.contractReply<OrganizationPage>()({
  organizations: s.replyList(organizationReply),
  total: s.num,
});

export const modulesReply = s.contractReply<OrganizationModules>()({
  modules: s.replyList(s.text),
});

/** TokenResponse of src/shared/contracts/identity. */
export const tokenReply = s.contractReply<TokenResponse>()({
  access_token: s.text,
  refresh_token: s.text,
  expires_in: s.num,
  token_type: s.text,
});

export const tokenValidReply = s.contractReply<TokenValidity>()({ valid: s.bool });
