import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

export const organizationsMessages = defineMessages({
  menu: { id: 'settings.organizations.menu', defaultMessage: 'Organizations' },
  table: { id: 'settings.organizations.table', defaultMessage: 'Organizations' },
  search: { id: 'settings.organizations.search', defaultMessage: 'Search by name' },
  count: {
    id: 'settings.organizations.count',
    defaultMessage: '{shown} of {total, plural, one {# organization} other {# organizations}}',
  },
  empty: { id: 'settings.organizations.empty', defaultMessage: 'No organizations match.' },
  loadMore: { id: 'settings.organizations.loadMore', defaultMessage: 'Load more' },
  create: { id: 'settings.organizations.create', defaultMessage: 'Create organization' },
  createTitle: { id: 'settings.organizations.createTitle', defaultMessage: 'New organization' },
  editTitle: { id: 'settings.organizations.editTitle', defaultMessage: 'Edit {name}' },
  edit: { id: 'settings.organizations.edit', defaultMessage: 'Edit' },
  detailTitle: { id: 'settings.organizations.detailTitle', defaultMessage: 'Organization' },
  users: { id: 'settings.organizations.users', defaultMessage: 'Users of {name}' },
  auditLog: { id: 'settings.organizations.auditLog', defaultMessage: 'Audit log of {name}' },
  saved: { id: 'settings.organizations.saved', defaultMessage: 'Organization saved.' },
  saveFailed: {
    id: 'settings.organizations.saveFailed',
    defaultMessage: 'The organization could not be saved.',
  },
  ownerOnlyNote: {
    id: 'settings.organizations.ownerOnlyNote',
    defaultMessage: 'Only an owner may change the short name, type, parent, tenant and API access.',
  },
  none: { id: 'settings.organizations.none', defaultMessage: '—' },
  yes: { id: 'settings.organizations.yes', defaultMessage: 'Yes' },
  no: { id: 'settings.organizations.no', defaultMessage: 'No' },
  noParent: { id: 'settings.organizations.noParent', defaultMessage: 'No parent' },
});

/** The fields of spec 3.4, as labels and column headers. */
export const organizationFieldMessages = defineMessages({
  name: { id: 'settings.organizations.field.name', defaultMessage: 'Name' },
  shortName: { id: 'settings.organizations.field.shortName', defaultMessage: 'Short name' },
  type: { id: 'settings.organizations.field.type', defaultMessage: 'Type' },
  parentId: { id: 'settings.organizations.field.parent', defaultMessage: 'Parent' },
  tenantId: { id: 'settings.organizations.field.tenantId', defaultMessage: 'Tenant ID' },
  country: { id: 'settings.organizations.field.country', defaultMessage: 'Country' },
  place: { id: 'settings.organizations.field.place', defaultMessage: 'Place' },
  postalCode: { id: 'settings.organizations.field.postalCode', defaultMessage: 'Postal code' },
  streetName: { id: 'settings.organizations.field.streetName', defaultMessage: 'Street name' },
  streetNumber: {
    id: 'settings.organizations.field.streetNumber',
    defaultMessage: 'Street number',
  },
  registrar: { id: 'settings.organizations.field.registrar', defaultMessage: 'Registrar' },
  registrationId: {
    id: 'settings.organizations.field.registrationId',
    defaultMessage: 'Registration ID',
  },
  email: { id: 'settings.organizations.field.email', defaultMessage: 'E-mail' },
  phoneNumber: { id: 'settings.organizations.field.phoneNumber', defaultMessage: 'Phone number' },
  managementApiEnabled: {
    id: 'settings.organizations.field.managementApi',
    defaultMessage: 'Management API access',
  },
});

export const organizationTypeMessages = defineMessages({
  customer: { id: 'settings.organizations.type.customer', defaultMessage: 'Customer' },
  owner: { id: 'settings.organizations.type.owner', defaultMessage: 'Owner' },
  partner: { id: 'settings.organizations.type.partner', defaultMessage: 'Partner' },
  tenant: { id: 'settings.organizations.type.tenant', defaultMessage: 'Tenant' },
});

/** Form checks; quoted from the spec (section 5) where it has them. */
export const organizationErrorMessages = defineMessages({
  required: fieldMessages.required,
  tooLong: fieldMessages.tooLong,
  invalidFormat: fieldMessages.invalidFormat,
  invalidEmail: fieldMessages.invalidEmail,
  malformedTenantId: {
    id: 'settings.organizations.error.tenantId',
    defaultMessage: 'Malformed Tenant ID',
  },
  nameTaken: fieldMessages.nameTaken,
  shortNameTaken: {
    id: 'settings.organizations.error.shortNameTaken',
    defaultMessage: 'Short name is taken',
  },
  shortNameFormat: {
    id: 'settings.organizations.error.shortNameFormat',
    defaultMessage: 'Use lowercase letters (a-z), numbers (0-9) and hyphens (-), at most 32.',
  },
});

/** Organization settings (spec 2.4): how the organization's consoles look and what they offer. */
export const organizationSettingsMessages = defineMessages({
  title: { id: 'settings.organizations.settings.title', defaultMessage: 'Organization settings' },
  modules: { id: 'settings.organizations.settings.modules', defaultMessage: 'Modules' },
  dataLakeApiHost: {
    id: 'settings.organizations.settings.dataLakeApiHost',
    defaultMessage: 'DataLake API URL',
  },
  dataLakeGraphqlHost: {
    id: 'settings.organizations.settings.dataLakeGraphqlHost',
    defaultMessage: 'GraphQL URL',
  },
  saveUrls: { id: 'settings.organizations.settings.saveUrls', defaultMessage: 'Save URLs' },
  saved: {
    id: 'settings.organizations.settings.saved',
    defaultMessage: 'Saved. The configuration has been reloaded.',
  },
  saveFailed: {
    id: 'settings.organizations.settings.saveFailed',
    defaultMessage: 'The setting could not be saved.',
  },
});

/** Module names as the organization settings list them. */
export const moduleNameMessages = defineMessages({
  heartbeat: { id: 'settings.organizations.module.heartbeat', defaultMessage: 'Heartbeat' },
  datalake: { id: 'settings.organizations.module.datalake', defaultMessage: 'Data Lake' },
  assets: { id: 'settings.organizations.module.assets', defaultMessage: 'Assets' },
  smoc: { id: 'settings.organizations.module.smoc', defaultMessage: 'SMOC' },
  ghostwriter: { id: 'settings.organizations.module.ghostwriter', defaultMessage: 'Ghostwriter' },
  platform: { id: 'settings.organizations.module.platform', defaultMessage: 'Platform' },
  security: { id: 'settings.organizations.module.security', defaultMessage: 'Security' },
  settings: { id: 'settings.organizations.module.settings', defaultMessage: 'Settings' },
});
