import { bool, nullableText, num, replyList, replyObject, text } from '../../lib/schemas';

/** UserConfiguration of src/shared/contracts/configuration. */
export const userConfigurationReply = replyObject({
  locale: text,
  theme: text,
  timeZone: nullableText,
});

/** OrganizationConfiguration of src/shared/contracts/configuration. */
export const organizationConfigurationReply = replyObject({
  ...userConfigurationReply.properties,
  modules: replyList(text),
  dataLakeApiHost: nullableText,
  dataLakeGraphqlHost: nullableText,
});

/** Features of src/shared/contracts/features: a flag per feature. */
export const featuresReply = {
  type: 'object',
  additionalProperties: { type: 'boolean' },
} as const;

/** FeatureDefinition of src/shared/contracts/features. */
export const featureReply = replyObject({
  key: text,
  name: text,
  description: text,
  enabled: bool,
  organizations: replyList(num),
  allOrganizations: bool,
});
