/** Feature flags of spec section 3.1. */
export const FEATURE_FLAGS = [
  'flowControl',
  'flowSpecEdit',
  'resubmitTraces',
  'multiScreen',
  'alerts',
  'reporting',
  'theming',
  'microsoftLogin',
  'beatbox',
  'tasks',
  'metricsGraph',
  'flowTracesV2',
  'foundation',
  'flowTracesForwardingPath',
  'securityIDP',
  'connectivityCheck',
  'connectAgent',
  'ghostwriterDemo',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type Features = Record<FeatureFlag, boolean>;

export function noFeatures(): Features {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as Features;
}

/** A feature on the feature configuration page (spec 3.1, "Feature"). */
export interface FeatureDefinition {
  key: string;
  name: string;
  description: string;
  enabled: boolean;
  /** Organizations it is turned on for, by id (ignored when it is on for all). */
  organizations: number[];
  allOrganizations: boolean;
}

export type FeatureInput = Omit<FeatureDefinition, 'key'>;

export const FEATURE_LIMITS = {
  key: 64,
  name: 100,
  description: 500,
  organizations: 1000,
} as const;
export const FEATURE_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9]{0,63}$';
export const FEATURE_ERRORS = {
  nameTaken: 'Feature name is taken',
  keyTaken: 'A feature with this key exists.',
} as const;
