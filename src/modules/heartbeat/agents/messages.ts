import { defineMessages } from '../../../shared/i18n';

/** The agents list, their settings and form (spec 2.4). */
export const agentMessages = defineMessages({
  heading: { id: 'heartbeat.agents.heading', defaultMessage: 'Agents' },
  intro: {
    id: 'heartbeat.agents.intro',
    defaultMessage:
      'Agents run flows on your own servers and connect to the platform under their base domain.',
  },
  table: { id: 'heartbeat.agents.table', defaultMessage: 'Agents' },
  empty: { id: 'heartbeat.agents.empty', defaultMessage: 'No agents yet.' },
  create: { id: 'heartbeat.agents.create', defaultMessage: 'Add agent' },
  createTitle: { id: 'heartbeat.agents.createTitle', defaultMessage: 'Add an agent' },
  editTitle: { id: 'heartbeat.agents.editTitle', defaultMessage: 'Settings of the agent {name}' },
  confirmTitle: { id: 'heartbeat.agents.deleteTitle', defaultMessage: 'Delete agent' },
  confirmText: {
    id: 'heartbeat.agents.deleteText',
    defaultMessage: 'Delete the agent {name}? Its flows stay deployed.',
  },
  baseDomain: { id: 'heartbeat.agents.baseDomain', defaultMessage: 'Base domain' },
  serverTrust: {
    id: 'heartbeat.agents.serverTrust',
    defaultMessage: 'Server trust certificate (PEM)',
  },
  serverTrustHint: {
    id: 'heartbeat.agents.serverTrustHint',
    defaultMessage:
      'The certificate the agent trusts, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----. Leave empty for none.',
  },
  certificate: { id: 'heartbeat.agents.certificate', defaultMessage: 'Certificate' },
  certificateSet: { id: 'heartbeat.agents.certificateSet', defaultMessage: 'Set' },
  noCertificate: { id: 'heartbeat.agents.noCertificate', defaultMessage: 'None' },
  fetchFailed: {
    id: 'heartbeat.agents.fetchFailed',
    defaultMessage: 'Something went wrong when fetching agents',
  },
  createFailed: {
    id: 'heartbeat.agents.createFailed',
    defaultMessage: 'Something went wrong when creating agents',
  },
  editFailed: {
    id: 'heartbeat.agents.editFailed',
    defaultMessage: 'Something went wrong when editing agents',
  },
  deleteFailed: {
    id: 'heartbeat.agents.deleteFailed',
    defaultMessage: 'Something went wrong when deleting agents',
  },
  runsOn: { id: 'heartbeat.agents.runsOn', defaultMessage: 'Runs on the agent {name}' },
  back: { id: 'heartbeat.agents.back', defaultMessage: 'Back to agents' },
  notHere: {
    id: 'heartbeat.agents.notHere',
    defaultMessage: 'The agent {name} does not run the flow {id}.',
  },
  gone: { id: 'heartbeat.agents.gone', defaultMessage: 'There is no agent {id}.' },
});
