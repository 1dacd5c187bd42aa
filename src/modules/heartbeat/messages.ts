import { defineMessages } from '../../shared/i18n';

/** Names of the module and its pages; loaded with the menu, so kept small. */
export const heartbeatMessages = defineMessages({
  moduleName: { id: 'heartbeat.module.name', defaultMessage: 'Heartbeat' },
  foundationName: { id: 'heartbeat.module.foundationName', defaultMessage: 'Connect' },
  overviewTitle: { id: 'heartbeat.overview.title', defaultMessage: 'Overview' },
  flowsTitle: { id: 'heartbeat.flows.title', defaultMessage: 'Flows' },
  flowTitle: { id: 'heartbeat.flow.title', defaultMessage: 'Flow' },
  tracesTitle: { id: 'heartbeat.traces.title', defaultMessage: 'Flow traces' },
  issuesTitle: { id: 'heartbeat.issues.title', defaultMessage: 'Issues' },
  serviceAccountsTitle: {
    id: 'heartbeat.serviceAccounts.title',
    defaultMessage: 'Service accounts',
  },
  serviceAccountTitle: {
    id: 'heartbeat.serviceAccounts.accountTitle',
    defaultMessage: 'Service account',
  },
  resourcesTitle: { id: 'heartbeat.resources.title', defaultMessage: 'Resources' },
  resourceTitle: { id: 'heartbeat.resources.resourceTitle', defaultMessage: 'Resource' },
  secretTitle: { id: 'heartbeat.resources.secretTitle', defaultMessage: 'Secret' },
  lookupTableTitle: { id: 'heartbeat.resources.lookupTableTitle', defaultMessage: 'Lookup table' },
});
