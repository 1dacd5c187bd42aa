import type { FeatureFlag } from '../../contracts';
import { defineMessages, type Message } from '../../i18n';

/** Names of the feature toggles of spec 3.1, as the "feature is off" page says them. */
export const featureNames: Record<FeatureFlag, Message> = defineMessages({
  flowControl: { id: 'shared.feature.flowControl', defaultMessage: 'Flow control' },
  flowSpecEdit: { id: 'shared.feature.flowSpecEdit', defaultMessage: 'Flow spec editor' },
  resubmitTraces: { id: 'shared.feature.resubmitTraces', defaultMessage: 'Resubmit traces' },
  multiScreen: { id: 'shared.feature.multiScreen', defaultMessage: 'Multi-screen' },
  alerts: { id: 'shared.feature.alerts', defaultMessage: 'Alerts' },
  reporting: { id: 'shared.feature.reporting', defaultMessage: 'Reporting' },
  theming: { id: 'shared.feature.theming', defaultMessage: 'Theming' },
  microsoftLogin: { id: 'shared.feature.microsoftLogin', defaultMessage: 'Directory sign-in' },
  beatbox: { id: 'shared.feature.beatbox', defaultMessage: 'Beatbox' },
  tasks: { id: 'shared.feature.tasks', defaultMessage: 'Tasks' },
  metricsGraph: { id: 'shared.feature.metricsGraph', defaultMessage: 'Metrics graph' },
  flowTracesV2: { id: 'shared.feature.flowTracesV2', defaultMessage: 'Flow traces v2' },
  foundation: { id: 'shared.feature.foundation', defaultMessage: 'Foundation' },
  flowTracesForwardingPath: {
    id: 'shared.feature.flowTracesForwardingPath',
    defaultMessage: 'Forwarding path of traces',
  },
  securityIDP: { id: 'shared.feature.securityIDP', defaultMessage: 'Identity provider settings' },
  connectivityCheck: {
    id: 'shared.feature.connectivityCheck',
    defaultMessage: 'Connectivity check',
  },
  connectAgent: { id: 'shared.feature.connectAgent', defaultMessage: 'Connect agents' },
  ghostwriterDemo: { id: 'shared.feature.ghostwriterDemo', defaultMessage: 'Ghostwriter' },
});

export const featureOffMessages = defineMessages({
  title: {
    id: 'shared.featureOff.title',
    defaultMessage: 'The {feature} feature is off for {organization}',
  },
  several: {
    id: 'shared.featureOff.several',
    defaultMessage: 'Needs the features: {features}',
  },
  hint: {
    id: 'shared.featureOff.hint',
    defaultMessage:
      'This page needs it. Ask the Connect administrator to turn it on for the organization in the feature configuration.',
  },
});
