import { defineMessages } from '../../shared/i18n';

export const errorScreenMessages = defineMessages({
  appTitle: { id: 'errors.app.title', defaultMessage: "We're sorry - something's gone wrong." },
  appBody: {
    id: 'errors.app.body',
    defaultMessage: 'If the error continues to occur please contact us for help.',
  },
  appBack: { id: 'errors.app.back', defaultMessage: 'Try going back to Console' },
  pageTitle: { id: 'errors.page.title', defaultMessage: 'Something went wrong on this page.' },
  pageReported: {
    id: 'errors.page.reported',
    defaultMessage: 'An error report has been sent to us.',
  },
  pageRefresh: { id: 'errors.page.refresh', defaultMessage: 'Try refreshing the page' },
});
