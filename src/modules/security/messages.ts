import { defineMessages } from '../../shared/i18n';

/** Names of the module and its pages; ids start with the module's name (lint checks it). */
export const securityMessages = defineMessages({
  moduleName: { id: 'security.module.name', defaultMessage: 'Security' },
  sessionsTitle: { id: 'security.sessions.title', defaultMessage: 'Sessions' },
  knownClientsTitle: { id: 'security.knownClients.title', defaultMessage: 'Known clients' },
  authenticationTitle: { id: 'security.authentication.title', defaultMessage: 'Authentication' },
  loginUiTitle: { id: 'security.loginUi.title', defaultMessage: 'Login UI customization' },
  permissionsTitle: { id: 'security.permissions.title', defaultMessage: 'Permissions' },
  rolesTitle: { id: 'security.roles.title', defaultMessage: 'Roles' },
  userGroupsTitle: { id: 'security.userGroups.title', defaultMessage: 'User groups' },
  lifetimeLimitsTitle: {
    id: 'security.lifetimeLimits.title',
    defaultMessage: 'Session lifetime limits',
  },
  concurrentLimitsTitle: {
    id: 'security.concurrentLimits.title',
    defaultMessage: 'Concurrent session limits',
  },
});
