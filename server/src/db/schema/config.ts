import type { Timestamp, Bool } from './columns';

export interface OrganizationConfigurationsTable {
  organization_id: number;
  locale: string | null;
  theme: string | null;
  time_zone: string | null;
  data_lake_api_host: string | null;
  data_lake_graphql_host: string | null;
  updated: Timestamp;
}

export interface UserConfigurationsTable {
  organization_id: number;
  user_id: number;
  locale: string | null;
  theme: string | null;
  time_zone: string | null;
  updated: Timestamp;
}

export interface FeaturesTable {
  key: string;
  name: string;
  description: string;
  enabled: Bool;
  all_organizations: Bool;
}

export interface FeatureOrganizationsTable {
  feature_key: string;
  organization_id: number;
}

/** The tables of the configuration service: settings and features. */
export interface ConfigTables {
  organization_configurations: OrganizationConfigurationsTable;
  user_configurations: UserConfigurationsTable;
  features: FeaturesTable;
  feature_organizations: FeatureOrganizationsTable;
}
