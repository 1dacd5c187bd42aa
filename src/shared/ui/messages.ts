import { defineMessages } from '../i18n';

export const uiMessages = defineMessages({
  pending: { id: 'ui.pending.label', defaultMessage: 'Loading page' },
  retry: { id: 'ui.retry', defaultMessage: 'Try again' },
});
