import { defineMessages, type Message } from '../../../shared/i18n';
import type { ProcessingStep, Trace, TraceStatus } from '../../../shared/contracts';

export const tracesMessages = defineMessages({
  heading: { id: 'heartbeat.traces.heading', defaultMessage: 'Flow traces' },
  filters: { id: 'heartbeat.traces.filters', defaultMessage: 'Filter traces' },
  flowId: { id: 'heartbeat.traces.filter.flowId', defaultMessage: 'Flow ID' },
  flowIdInvalid: {
    id: 'heartbeat.traces.filter.flowIdInvalid',
    defaultMessage: 'Use lowercase letters, digits, dots, underscores and hyphens',
  },
  status: { id: 'heartbeat.traces.filter.status', defaultMessage: 'Status' },
  errorCategory: { id: 'heartbeat.traces.filter.errorCategory', defaultMessage: 'Error category' },
  hasPayload: { id: 'heartbeat.traces.filter.hasPayload', defaultMessage: 'Has payload' },
  search: { id: 'heartbeat.traces.filter.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'heartbeat.traces.filter.searchPlaceholder',
    defaultMessage: 'Flow ID, error message or exchange ID',
  },
  apply: { id: 'heartbeat.traces.filter.apply', defaultMessage: 'Apply filters' },
  clear: { id: 'heartbeat.traces.filter.clear', defaultMessage: 'Clear filters' },
  shown: {
    id: 'heartbeat.traces.shown',
    defaultMessage: 'Showing {loaded} of {total} traces',
  },
  atLeast: { id: 'heartbeat.traces.atLeast', defaultMessage: '{count}+' },
  table: { id: 'heartbeat.traces.table', defaultMessage: 'Flow traces' },
  empty: { id: 'heartbeat.traces.empty', defaultMessage: 'No traces match the filters.' },
  columnSelect: { id: 'heartbeat.traces.column.select', defaultMessage: 'Select' },
  columnTime: { id: 'heartbeat.traces.column.time', defaultMessage: 'Time' },
  columnFlow: { id: 'heartbeat.traces.column.flow', defaultMessage: 'Flow ID' },
  columnStatus: { id: 'heartbeat.traces.column.status', defaultMessage: 'Status' },
  columnAttempt: { id: 'heartbeat.traces.column.attempt', defaultMessage: 'Attempt' },
  columnError: { id: 'heartbeat.traces.column.error', defaultMessage: 'Error category' },
  columnProcessing: { id: 'heartbeat.traces.column.processing', defaultMessage: 'Processing' },
  columnActions: { id: 'heartbeat.traces.column.actions', defaultMessage: 'Actions' },
  attemptShort: { id: 'heartbeat.traces.attemptShort', defaultMessage: '{attempt}/{max}' },
  attempt: { id: 'heartbeat.traces.attempt', defaultMessage: 'Attempt {attempt}/{max}' },
  selectTrace: { id: 'heartbeat.traces.selectTrace', defaultMessage: 'Select trace {id}' },
  details: { id: 'heartbeat.traces.details', defaultMessage: 'Details' },
  detailsLabel: { id: 'heartbeat.traces.detailsLabel', defaultMessage: 'Details of trace {id}' },
  /** A trace's name in its row's "More about …" button. */
  rowLabel: { id: 'heartbeat.traces.rowLabel', defaultMessage: 'trace {id}' },
  payload: { id: 'heartbeat.traces.payload', defaultMessage: 'Payload' },
  payloadLabel: {
    id: 'heartbeat.traces.payloadLabel',
    defaultMessage: 'Show payload of trace {id}',
  },
  loadMore: { id: 'heartbeat.traces.loadMore', defaultMessage: 'Load more' },
  allLoaded: {
    id: 'heartbeat.traces.allLoaded',
    defaultMessage: 'All matching traces are loaded.',
  },
  openAll: { id: 'heartbeat.traces.openAll', defaultMessage: 'Open in flow traces' },
});

export const traceDetailsMessages = defineMessages({
  title: { id: 'heartbeat.trace.title', defaultMessage: 'Trace {id}' },
  info: { id: 'heartbeat.trace.info', defaultMessage: 'Trace info' },
  steps: { id: 'heartbeat.trace.steps', defaultMessage: 'Processing steps' },
  traceId: { id: 'heartbeat.trace.id', defaultMessage: 'Trace ID' },
  exchangeId: { id: 'heartbeat.trace.exchangeId', defaultMessage: 'Exchange ID' },
  flowId: { id: 'heartbeat.trace.flowId', defaultMessage: 'Flow ID' },
  name: { id: 'heartbeat.trace.name', defaultMessage: 'Name' },
  type: { id: 'heartbeat.trace.type', defaultMessage: 'Type' },
  time: { id: 'heartbeat.trace.time', defaultMessage: 'Time' },
  status: { id: 'heartbeat.trace.status', defaultMessage: 'Status' },
  attempt: { id: 'heartbeat.trace.attempt', defaultMessage: 'Delivery attempt' },
  processingTime: { id: 'heartbeat.trace.processingTime', defaultMessage: 'Processing time' },
  source: { id: 'heartbeat.trace.source', defaultMessage: 'Source' },
  errorCategory: { id: 'heartbeat.trace.errorCategory', defaultMessage: 'Error category' },
  errorMessage: { id: 'heartbeat.trace.errorMessage', defaultMessage: 'Error message' },
  payload: { id: 'heartbeat.trace.payload', defaultMessage: 'Payload' },
  payloadInfo: {
    id: 'heartbeat.trace.payloadInfo',
    defaultMessage: '{size, plural, one {# byte} other {# bytes}}, {type}',
  },
  noPayload: { id: 'heartbeat.trace.noPayload', defaultMessage: 'No payload archived' },
  showPayload: { id: 'heartbeat.trace.showPayload', defaultMessage: 'Show payload' },
  stepProcessor: { id: 'heartbeat.trace.step.processor', defaultMessage: 'Processor' },
  stepType: { id: 'heartbeat.trace.step.type', defaultMessage: 'Type' },
  stepStatus: { id: 'heartbeat.trace.step.status', defaultMessage: 'Status' },
  stepDuration: { id: 'heartbeat.trace.step.duration', defaultMessage: 'Duration' },
  stepMessage: { id: 'heartbeat.trace.step.message', defaultMessage: 'Message' },
});

export const payloadMessages = defineMessages({
  title: { id: 'heartbeat.payload.title', defaultMessage: 'Payload of trace {id}' },
  back: { id: 'heartbeat.payload.back', defaultMessage: 'Back' },
  next: { id: 'heartbeat.payload.next', defaultMessage: 'Next' },
  download: { id: 'heartbeat.payload.download', defaultMessage: 'Download' },
  getFile: { id: 'heartbeat.payload.getFile', defaultMessage: 'Get file' },
  position: { id: 'heartbeat.payload.position', defaultMessage: 'Payload {index} of {count}' },
  binary: {
    id: 'heartbeat.payload.binary',
    defaultMessage:
      'This payload is not text ({size, number} bytes). Use Get file to save it as it was received.',
  },
  fetchFailed: {
    id: 'heartbeat.payload.fetchFailed',
    defaultMessage: 'Something went wrong when fetching payload from archive',
  },
});

export const downloadMessages = defineMessages({
  download: { id: 'heartbeat.download.button', defaultMessage: 'Download traces' },
  preparing: { id: 'heartbeat.download.preparing', defaultMessage: 'Preparing…' },
  ready: { id: 'heartbeat.download.ready', defaultMessage: 'Click to download' },
  failed: {
    id: 'heartbeat.download.failed',
    defaultMessage:
      'Something went wrong when trying to prepare traces for downloading. Please try again.',
  },
});

export const resubmitMessages = defineMessages({
  button: { id: 'heartbeat.resubmit.button', defaultMessage: 'Resubmit' },
  needFilters: {
    id: 'heartbeat.resubmit.needFilters',
    defaultMessage: 'Set a Flow ID filter and a Has payload filter to resubmit.',
  },
  nothing: {
    id: 'heartbeat.resubmit.nothing',
    defaultMessage: 'No loaded trace has a payload to resubmit.',
  },
  title: { id: 'heartbeat.resubmit.title', defaultMessage: 'Resubmit payloads' },
  confirm: {
    id: 'heartbeat.resubmit.confirm',
    defaultMessage:
      '{count, plural, one {# trace} other {# traces}} of {flowId} will be resubmitted.',
  },
  ticked: {
    id: 'heartbeat.resubmit.ticked',
    defaultMessage:
      '{count, plural, =0 {No trace selected} one {# trace selected} other {# traces selected}}',
  },
  allButton: {
    id: 'heartbeat.resubmit.allButton',
    defaultMessage: '{count, plural, one {The # loaded trace…} other {All # loaded traces…}}',
  },
  allTitle: { id: 'heartbeat.resubmit.allTitle', defaultMessage: 'Resubmit all loaded traces' },
  allConfirm: {
    id: 'heartbeat.resubmit.allConfirm',
    defaultMessage:
      '{count, plural, one {The # loaded trace} other {All # loaded traces}} of {flowId} will be resubmitted, ticked or not.',
  },
  allConfirmButton: {
    id: 'heartbeat.resubmit.allConfirmButton',
    defaultMessage: '{count, plural, one {Resubmit #} other {Resubmit all #}}',
  },
  oneButton: { id: 'heartbeat.resubmit.oneButton', defaultMessage: 'Resubmit this trace' },
  oneTitle: { id: 'heartbeat.resubmit.oneTitle', defaultMessage: 'Resubmit trace {id}?' },
  oneConfirm: {
    id: 'heartbeat.resubmit.oneConfirm',
    defaultMessage: 'Trace {id} of {flowId} will be resubmitted.',
  },
  noPayload: {
    id: 'heartbeat.resubmit.noPayload',
    defaultMessage: 'This trace has no payload to resubmit.',
  },
  clearSelection: { id: 'heartbeat.resubmit.clearSelection', defaultMessage: 'Clear selection' },
  done: {
    id: 'heartbeat.resubmit.done',
    defaultMessage: '{count, plural, one {# payload was} other {# payloads were}} resubmitted.',
  },
  failed: {
    id: 'heartbeat.resubmit.failed',
    defaultMessage: 'Something went wrong when creating resubmits',
  },
});

export const traceStatusMessages = defineMessages({
  SUCCESS: { id: 'heartbeat.traceStatus.success', defaultMessage: 'Success' },
  FAILED: { id: 'heartbeat.traceStatus.failed', defaultMessage: 'Failed' },
  RETRYING: { id: 'heartbeat.traceStatus.retrying', defaultMessage: 'Retrying' },
} satisfies Record<TraceStatus, Message>);

export const stepStatusMessages = defineMessages({
  OK: { id: 'heartbeat.stepStatus.ok', defaultMessage: 'OK' },
  FAILED: { id: 'heartbeat.stepStatus.failed', defaultMessage: 'Failed' },
  SKIPPED: { id: 'heartbeat.stepStatus.skipped', defaultMessage: 'Skipped' },
} satisfies Record<ProcessingStep['status'], Message>);

export const traceSourceMessages = defineMessages({
  TRAFFIC: { id: 'heartbeat.traceSource.traffic', defaultMessage: 'Traffic' },
  INBOUND: { id: 'heartbeat.traceSource.inbound', defaultMessage: 'Inbound' },
  RESUBMIT: { id: 'heartbeat.traceSource.resubmit', defaultMessage: 'Resubmit' },
} satisfies Record<Trace['source'], Message>);
