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
