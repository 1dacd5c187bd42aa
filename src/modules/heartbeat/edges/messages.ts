import type { EdgeStatus } from '../../../shared/contracts';
import { defineMessages, type Message } from '../../../shared/i18n';

/** What beatboxes and agents have alike: state, server and flows. */
export const edgeMessages = defineMessages({
  status: { id: 'heartbeat.edge.status', defaultMessage: 'Status' },
  hostname: { id: 'heartbeat.edge.hostname', defaultMessage: 'Hostname' },
  ip: { id: 'heartbeat.edge.ip', defaultMessage: 'IP address' },
  os: { id: 'heartbeat.edge.os', defaultMessage: 'Operating system' },
  version: { id: 'heartbeat.edge.version', defaultMessage: 'Version' },
  lastSeen: { id: 'heartbeat.edge.lastSeen', defaultMessage: 'Last seen' },
  neverSeen: { id: 'heartbeat.edge.neverSeen', defaultMessage: 'Never' },
  flows: { id: 'heartbeat.edge.flows', defaultMessage: 'Flows' },
  flowCount: {
    id: 'heartbeat.edge.flowCount',
    defaultMessage: '{count, plural, =0 {No flows} one {# flow} other {# flows}}',
  },
  moreFlows: { id: 'heartbeat.edge.moreFlows', defaultMessage: '+{count} more' },
  noFlows: { id: 'heartbeat.edge.noFlows', defaultMessage: 'It runs no flows.' },
  created: { id: 'heartbeat.edge.created', defaultMessage: 'Created' },
  updated: { id: 'heartbeat.edge.updated', defaultMessage: 'Updated' },
  flowsLegend: { id: 'heartbeat.edge.flowsLegend', defaultMessage: 'Flows it runs' },
  optional: { id: 'heartbeat.edge.optional', defaultMessage: 'Optional' },
});

export const edgeStatusMessages: Record<EdgeStatus, Message> = defineMessages({
  ONLINE: { id: 'heartbeat.edge.status.online', defaultMessage: 'Online' },
  DEGRADED: { id: 'heartbeat.edge.status.degraded', defaultMessage: 'Degraded' },
  OFFLINE: { id: 'heartbeat.edge.status.offline', defaultMessage: 'Offline' },
  UNKNOWN: { id: 'heartbeat.edge.status.unknown', defaultMessage: 'Unknown' },
});
