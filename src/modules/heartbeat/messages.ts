import { defineMessages } from '../../shared/i18n';

/** Names of the module and its pages; loaded with the menu, so kept small. */
export const heartbeatMessages = defineMessages({
  moduleName: { id: 'heartbeat.module.name', defaultMessage: 'Heartbeat' },
  foundationName: { id: 'heartbeat.module.foundationName', defaultMessage: 'Connect' },
  overviewTitle: { id: 'heartbeat.overview.title', defaultMessage: 'Overview' },
  flowsTitle: { id: 'heartbeat.flows.title', defaultMessage: 'Flows' },
  flowTitle: { id: 'heartbeat.flow.title', defaultMessage: 'Flow' },
  tracesTitle: { id: 'heartbeat.traces.title', defaultMessage: 'Flow traces' },
  alertsTitle: { id: 'heartbeat.alerts.title', defaultMessage: 'Alerts' },
  alertCreateTitle: { id: 'heartbeat.alerts.createTitle', defaultMessage: 'Create alert' },
  alertEditTitle: { id: 'heartbeat.alerts.editTitle', defaultMessage: 'Alert' },
  reportingTitle: { id: 'heartbeat.reporting.title', defaultMessage: 'Reporting' },
  issuesTitle: { id: 'heartbeat.issues.title', defaultMessage: 'Issues' },
  serviceAccountsTitle: {
    id: 'heartbeat.serviceAccounts.title',
    defaultMessage: 'Service accounts',
  },
  serviceAccountTitle: {
    id: 'heartbeat.serviceAccounts.accountTitle',
    defaultMessage: 'Service account',
  },
  beatboxTitle: { id: 'heartbeat.beatbox.title', defaultMessage: 'Beatbox' },
  beatboxFlowTitle: { id: 'heartbeat.beatbox.flowTitle', defaultMessage: 'Beatbox flow' },
  agentsTitle: { id: 'heartbeat.agents.title', defaultMessage: 'Agents' },
  agentFlowTitle: { id: 'heartbeat.agents.flowTitle', defaultMessage: 'Agent flow' },
  resourcesTitle: { id: 'heartbeat.resources.title', defaultMessage: 'Resources' },
  resourceTitle: { id: 'heartbeat.resources.resourceTitle', defaultMessage: 'Resource' },
  secretTitle: { id: 'heartbeat.resources.secretTitle', defaultMessage: 'Secret' },
  lookupTableTitle: { id: 'heartbeat.resources.lookupTableTitle', defaultMessage: 'Lookup table' },
  auditTitle: { id: 'heartbeat.audit.title', defaultMessage: 'Audit' },
});
