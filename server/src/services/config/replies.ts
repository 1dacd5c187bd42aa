import type { OrganizationConfiguration, UserConfiguration } from '@contracts/configuration';
import type { FeatureDefinition, Features } from '@contracts/features';
import * as s from '../../lib/schemas';

/** UserConfiguration of src/shared/contracts/configuration. */
export const userConfigurationReply = s.contractReply<UserConfiguration>()({
  locale: s.text,
  theme: s.text,
  timeZone: s.nullableText,
});

/** OrganizationConfiguration of src/shared/contracts/configuration. */
export const organizationConfigurationReply = s.contractReply<OrganizationConfiguration>()({
  ...userConfigurationReply.properties,
  modules: s.replyList(s.text),
  dataLakeApiHost: s.nullableText,
  dataLakeGraphqlHost: s.nullableText,
});

/** Features of src/shared/contracts/features: a flag per feature. */
export const featuresReply = s.contractMap<Features>()(s.bool);

/** FeatureDefinition of src/shared/contracts/features. */
export const featureReply = s.contractReply<FeatureDefinition>()({
  key: s.text,
  name: s.text,
  description: s.text,
  enabled: s.bool,
  organizations: s.replyList(s.num),
  allOrganizations: s.bool,
});
