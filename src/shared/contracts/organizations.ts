import type { Organization } from './identity';

/** Bounds and patterns shared by the organization form and the server's schemas (spec 3.4). */
export const ORGANIZATION_LIMITS = {
  name: 200,
  shortName: 32,
  tenantId: 36,
  text: 200,
  email: 254,
  phone: 32,
} as const;

/** A short name is what the `organization` query parameter carries (spec 2.1). */
export const SHORT_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,31}$';
/** A directory tenant id is a GUID. */
export const TENANT_ID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const ORGANIZATIONS_PAGE_LIMIT = 100;

/** Messages the server answers with, quoted from the spec where it has them. */
export const ORGANIZATION_ERRORS = {
  nameTaken: 'Name is taken',
  shortNameTaken: 'Short name is taken',
  malformedTenantId: 'Malformed Tenant ID',
} as const;

/** Body of creating or editing an organization: every field of spec 3.4. */
export type OrganizationInput = Omit<Organization, 'organizationId'>;

/** The fields of an organization that are text (or empty). */
export const ORGANIZATION_TEXT_FIELDS = [
  'name',
  'shortName',
  'tenantId',
  'country',
  'place',
  'postalCode',
  'streetName',
  'streetNumber',
  'registrar',
  'registrationId',
  'email',
  'phoneNumber',
] as const satisfies readonly (keyof OrganizationInput)[];

/**
 * What only an owner may set: an organization's admin edits its name, address and contact
 * details, an owner everything (spec 6: the owner counts as admin everywhere).
 */
export const OWNER_ONLY_ORGANIZATION_FIELDS = [
  'shortName',
  'type',
  'parentId',
  'tenantId',
  'managementApiEnabled',
] as const satisfies readonly (keyof OrganizationInput)[];

/** A page of `GET /organizations`: by name, and how many match in all. */
export interface OrganizationPage {
  organizations: Organization[];
  total: number;
}
