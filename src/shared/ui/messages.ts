import { defineMessages } from '../i18n';

/**
 * Words every module uses (buttons, yes/no, empty values), declared once: a module takes them
 * from here rather than declaring its own "Cancel".
 */
export const commonMessages = defineMessages({
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  yes: { id: 'common.yes', defaultMessage: 'Yes' },
  no: { id: 'common.no', defaultMessage: 'No' },
  any: { id: 'common.any', defaultMessage: 'Any' },
  /** An empty value in a table or a details list. */
  none: { id: 'common.none', defaultMessage: '–' },
  milliseconds: { id: 'common.milliseconds', defaultMessage: '{value} ms' },
});

/**
 * What is wrong with a field's value, in spec 5's words (verbatim, spelling included): every
 * form takes these from here rather than declaring its own "Field is required".
 */
export const fieldMessages = defineMessages({
  required: { id: 'shared.field.required', defaultMessage: 'Field is required' },
  tooLong: { id: 'shared.field.tooLong', defaultMessage: 'Must be less then {max} characters.' },
  tooShort: { id: 'shared.field.tooShort', defaultMessage: 'Must be at least {min} characters.' },
  moreThan: { id: 'shared.field.moreThan', defaultMessage: 'Must be more then {min}.' },
  integer: { id: 'shared.field.integer', defaultMessage: 'Must be a integer' },
  between: { id: 'shared.field.between', defaultMessage: 'Number must be between {min} and {max}' },
  /** Limits that are themselves refused (spec 5's milliseconds). */
  overOrLessThan: {
    id: 'shared.field.overOrLessThan',
    defaultMessage: 'Must be over {min} or less then {max}',
  },
  invalidFormat: { id: 'shared.field.invalidFormat', defaultMessage: 'Invalid format.' },
  invalidEmail: { id: 'shared.field.invalidEmail', defaultMessage: 'Invalid email' },
  nameTaken: { id: 'shared.field.nameTaken', defaultMessage: 'Name is taken' },
  fileTooLarge: { id: 'shared.field.fileTooLarge', defaultMessage: 'File size too large.' },
});

/** Texts of the shared components in this folder. */
export const uiMessages = defineMessages({
  pending: { id: 'shared.pending.label', defaultMessage: 'Loading page' },
  fetchFailed: {
    id: 'shared.queryError.title',
    defaultMessage: 'Something went wrong when fetching data',
  },
  toolbar: { id: 'shared.pageFrame.toolbar', defaultMessage: 'Time range and refresh' },
});
