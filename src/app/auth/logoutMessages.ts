import { defineMessages } from '../../shared/i18n';

/** Logging out: the shell's button and dialog, and the pages that offer it without the shell. */
export const logoutMessages = defineMessages({
  logOut: { id: 'shell.logout.button', defaultMessage: 'Log out' },
  logOutTitle: { id: 'shell.logout.title', defaultMessage: 'Log out' },
  logOutQuestion: {
    id: 'shell.logout.question',
    defaultMessage: 'Do you want to log out of Connect?',
  },
});
