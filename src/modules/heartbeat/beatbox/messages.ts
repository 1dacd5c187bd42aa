import type { EdgeStatus } from '../../../shared/contracts';
import { defineMessages, type Message } from '../../../shared/i18n';

/** What beatboxes and agents have alike: state, server, flows and the form's checks. */
export const edgeMessages = defineMessages({
  name: { id: 'heartbeat.edge.name', defaultMessage: 'Name' },
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
  edit: { id: 'heartbeat.edge.edit', defaultMessage: 'Edit' },
  delete: { id: 'heartbeat.edge.delete', defaultMessage: 'Delete' },
  open: { id: 'heartbeat.edge.open', defaultMessage: 'Details of {name}' },
  details: { id: 'heartbeat.edge.details', defaultMessage: 'Details' },
  flowsLegend: { id: 'heartbeat.edge.flowsLegend', defaultMessage: 'Flows it runs' },
  required: { id: 'heartbeat.edge.required', defaultMessage: 'Field is required' },
  invalidFormat: { id: 'heartbeat.edge.invalidFormat', defaultMessage: 'Invalid format.' },
  tooLong: {
    id: 'heartbeat.edge.tooLong',
    defaultMessage: 'Must be less then {max} characters.',
  },
  optional: { id: 'heartbeat.edge.optional', defaultMessage: 'Optional' },
});

export const edgeStatusMessages: Record<EdgeStatus, Message> = defineMessages({
  ONLINE: { id: 'heartbeat.edge.status.online', defaultMessage: 'Online' },
  DEGRADED: { id: 'heartbeat.edge.status.degraded', defaultMessage: 'Degraded' },
  OFFLINE: { id: 'heartbeat.edge.status.offline', defaultMessage: 'Offline' },
  UNKNOWN: { id: 'heartbeat.edge.status.unknown', defaultMessage: 'Unknown' },
});

/** The beatbox overview (spec 2.4) and its form. */
export const beatboxMessages = defineMessages({
  heading: { id: 'heartbeat.beatbox.heading', defaultMessage: 'Beatbox' },
  intro: {
    id: 'heartbeat.beatbox.intro',
    defaultMessage:
      'Flow servers at your sites: how each is doing, the server it runs on and its flows.',
  },
  table: { id: 'heartbeat.beatbox.table', defaultMessage: 'Beatboxes' },
  empty: { id: 'heartbeat.beatbox.empty', defaultMessage: 'No beatboxes yet.' },
  create: { id: 'heartbeat.beatbox.create', defaultMessage: 'Add beatbox' },
  createTitle: { id: 'heartbeat.beatbox.createTitle', defaultMessage: 'Add a beatbox' },
  editTitle: { id: 'heartbeat.beatbox.editTitle', defaultMessage: 'Edit beatbox {name}' },
  deleteTitle: { id: 'heartbeat.beatbox.deleteTitle', defaultMessage: 'Delete beatbox' },
  deleteText: {
    id: 'heartbeat.beatbox.deleteText',
    defaultMessage: 'Delete the beatbox {name}? Its flows stay deployed.',
  },
  fetchFailed: {
    id: 'heartbeat.beatbox.fetchFailed',
    defaultMessage: 'Something went wrong when fetching beatboxes',
  },
  createFailed: {
    id: 'heartbeat.beatbox.createFailed',
    defaultMessage: 'Something went wrong when creating beatboxes',
  },
  editFailed: {
    id: 'heartbeat.beatbox.editFailed',
    defaultMessage: 'Something went wrong when editing beatboxes',
  },
  deleteFailed: {
    id: 'heartbeat.beatbox.deleteFailed',
    defaultMessage: 'Something went wrong when deleting beatboxes',
  },
  runsOn: { id: 'heartbeat.beatbox.runsOn', defaultMessage: 'Runs on the beatbox {name}' },
  back: { id: 'heartbeat.beatbox.back', defaultMessage: 'Back to beatboxes' },
  notHere: {
    id: 'heartbeat.beatbox.notHere',
    defaultMessage: 'The beatbox {name} does not run the flow {id}.',
  },
  gone: { id: 'heartbeat.beatbox.gone', defaultMessage: 'There is no beatbox {id}.' },
});
