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

/**
 * Spec 8, not found: an external module's service (ConsoleModule.kind 'external') that this
 * console does not know (unknown external service), or that does not answer. The module's
 * pages show it in their place; the rest of the console works.
 */
export const externalServiceMessages = defineMessages({
  unknownTitle: {
    id: 'errors.external.unknown',
    defaultMessage: 'We could not find the {module} service.',
  },
  unknownBody: {
    id: 'errors.external.unknownHelp',
    defaultMessage:
      'This console is not set up to reach it. Ask the Connect administrator to add it; the rest of the console works as usual.',
  },
  unreachableTitle: {
    id: 'errors.external.unreachable',
    defaultMessage: 'The {module} service cannot be reached right now.',
  },
  unreachableBody: {
    id: 'errors.external.unreachableHelp',
    defaultMessage:
      'The rest of the console works as usual. Try again in a moment, or contact us for help if it continues.',
  },
});
