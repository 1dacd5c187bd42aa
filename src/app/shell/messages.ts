import { defineMessages } from '../../shared/i18n';

export const shellMessages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Loading your workspace' },
  mainMenu: { id: 'shell.menu.label', defaultMessage: 'Main menu' },
  toggleMenu: { id: 'shell.menu.toggle', defaultMessage: 'Show or hide the menu' },
  moduleSelector: { id: 'shell.moduleSelector.label', defaultMessage: 'Choose module' },
  noModule: { id: 'shell.moduleSelector.none', defaultMessage: 'Modules' },
  userConfiguration: { id: 'shell.userMenu.configuration', defaultMessage: 'User configuration' },
  organizationSwitcher: {
    id: 'shell.organizationSwitcher.label',
    defaultMessage: 'Switch organization and role, now {current}',
  },
  organizationRole: {
    id: 'shell.organizationSwitcher.value',
    defaultMessage: '{organization} · {role}',
  },
  notFound: { id: 'shell.notFound.message', defaultMessage: 'The page could not be found.' },
  openMenu: { id: 'shell.notFound.openMenu', defaultMessage: 'Open menu' },
  missingPermissions: {
    id: 'shell.missingPermissions.message',
    defaultMessage: 'Missing permissions to access {page} page',
  },
  askAdministrator: {
    id: 'shell.missingPermissions.askAdministrator',
    defaultMessage: 'Ask the Connect administrator to give you access.',
  },
  noRoles: {
    id: 'shell.noRoles.message',
    defaultMessage:
      "This user doesn't have any roles in Connect. Please log in with a different user.",
  },
  dontAskAgain: { id: 'shell.logout.dontAskAgain', defaultMessage: "Don't ask again" },
});
