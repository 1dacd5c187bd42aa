/** Typed path builders: the only way one part of the console links into another. */
export const paths = {
  root: () => '/',
  login: () => '/login',
  forgotPassword: () => '/forgotpassword',
  setPassword: (token: string) => `/setpassword/${encodeURIComponent(token)}`,
  platform: {
    status: () => '/platform',
  },
  assets: {
    actions: () => '/assets',
    list: () => '/assets/assets',
    /** A metering point of the adr API (its numeric id, as the assets list answers it). */
    asset: (assetId: number) => `/assets/assets/${assetId}`,
  },
  settings: {
    overview: () => '/settings',
    userConfiguration: () => '/settings/user',
    organizations: () => '/settings/organizations',
    newOrganization: () => '/settings/organizations/new',
    organization: (organizationId: number) => `/settings/organizations/${organizationId}/details`,
    editOrganization: (organizationId: number) => `/settings/organizations/${organizationId}/edit`,
    features: () => '/settings/feature',
    audit: (organizationId: number) => `/settings/audit/${organizationId}`,
    organizationUsers: (organizationId: number) => `/settings/organizations/${organizationId}`,
    organizationUser: (organizationId: number, userId: number) =>
      `/settings/organizations/${organizationId}/user/${userId}`,
    /** The audit log of an organization, filtered to one entity. */
    entityAudit: (organizationId: number, entityType: string, entityId: string) =>
      `/settings/audit/${organizationId}?${new URLSearchParams({ entityType, entityId }).toString()}`,
  },
};

/** Query parameters that menu links carry over from the current page (spec 2.2). */
export const CARRIED_QUERY_PARAMS = ['fromDate', 'toDate', 'dateOptionIndex', 'offset'] as const;

/** The query string a menu link keeps from `search`: only the carried parameters. */
export function carriedQuery(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CARRIED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The name of the query parameter holding the active organization's short name. */
export const ORGANIZATION_PARAM = 'organization';

/** `search` with the organization parameter set to `shortName` (or removed when null). */
export function withOrganization(search: string, shortName: string | null): string {
  const params = new URLSearchParams(search);
  if (shortName) params.set(ORGANIZATION_PARAM, shortName);
  else params.delete(ORGANIZATION_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
