export { FeatureOffPage } from './FeatureOffPage';
export { featureNames, featureOffMessages } from './messages';
