import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** The flow spec editor (flowSpecEdit feature, Deployer). */
export const specEditMessages = defineMessages({
  edit: { id: 'heartbeat.specEdit.edit', defaultMessage: 'Edit spec' },
  editorLabel: { id: 'heartbeat.specEdit.editorLabel', defaultMessage: 'Flow spec as JSON' },
  draftKept: {
    id: 'heartbeat.specEdit.draftKept',
    defaultMessage: 'Your draft is kept on this device until you save or discard it.',
  },
  discard: { id: 'heartbeat.specEdit.discard', defaultMessage: 'Discard draft' },
  review: { id: 'heartbeat.specEdit.review', defaultMessage: 'Review changes' },
  diffTitle: {
    id: 'heartbeat.specEdit.diffTitle',
    defaultMessage: 'Changes to the deployed spec',
  },
  diffLabel: {
    id: 'heartbeat.specEdit.diffLabel',
    defaultMessage: 'The draft compared with the deployed spec',
  },
  save: { id: 'heartbeat.specEdit.save', defaultMessage: 'Save spec' },
  saved: { id: 'heartbeat.specEdit.saved', defaultMessage: 'Flow spec saved.' },
  unchanged: {
    id: 'heartbeat.specEdit.unchanged',
    defaultMessage: 'The draft is the same as the deployed spec.',
  },
  valid: { id: 'heartbeat.specEdit.valid', defaultMessage: 'The spec is valid.' },
  staleDraft: {
    id: 'heartbeat.specEdit.staleDraft',
    defaultMessage:
      'The deployed spec changed (version {version}) after this draft was started: saving it will be refused. Discard the draft and edit again.',
  },
  saveFailed: {
    id: 'heartbeat.specEdit.saveFailed',
    defaultMessage: 'Something went wrong when editing flow spec',
  },
  syntax: {
    id: 'heartbeat.specEdit.syntax',
    defaultMessage: 'The JSON is not valid at line {line}, column {column}.',
  },
  issuesHeading: {
    id: 'heartbeat.specEdit.issuesHeading',
    defaultMessage: 'The spec does not fit its schema',
  },
  hints: { id: 'heartbeat.specEdit.hints', defaultMessage: 'Schema hints' },
  hintRequired: { id: 'heartbeat.specEdit.hintRequired', defaultMessage: 'required' },
  required: fieldMessages.required,
  unknown: { id: 'heartbeat.specEdit.unknown', defaultMessage: 'Not a field of a flow spec' },
  type: { id: 'heartbeat.specEdit.type', defaultMessage: 'Must be of type {expected}' },
  oneOf: { id: 'heartbeat.specEdit.oneOf', defaultMessage: 'Must be one of: {values}' },
  format: fieldMessages.invalidFormat,
  tooLong: fieldMessages.tooLong,
  tooShort: fieldMessages.tooShort,
  range: fieldMessages.between,
  rangeExclusive: fieldMessages.overOrLessThan,
  integer: fieldMessages.integer,
  tooMany: { id: 'heartbeat.specEdit.tooMany', defaultMessage: 'At most {max} entries' },
  tooFew: { id: 'heartbeat.specEdit.tooFew', defaultMessage: 'At least {min} entries' },
  duplicate: { id: 'heartbeat.specEdit.duplicate', defaultMessage: 'Entries must be unique' },
  issue: { id: 'heartbeat.specEdit.issue', defaultMessage: '{path}: {problem}' },
});
