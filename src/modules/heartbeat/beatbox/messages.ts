import { defineMessages } from '../../../shared/i18n';

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
  confirmTitle: { id: 'heartbeat.beatbox.deleteTitle', defaultMessage: 'Delete beatbox' },
  confirmText: {
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
