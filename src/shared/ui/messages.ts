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

/** Texts of the shared components in this folder. */
export const uiMessages = defineMessages({
  pending: { id: 'shared.pending.label', defaultMessage: 'Loading page' },
  fetchFailed: {
    id: 'shared.queryError.title',
    defaultMessage: 'Something went wrong when fetching data',
  },
  toolbar: { id: 'shared.pageFrame.toolbar', defaultMessage: 'Time range and refresh' },
});
