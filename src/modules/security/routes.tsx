import { lazyPage, type ModuleRoute } from '../../shared/modules';
import type * as AuthenticationPages from './authentication/pages';
import { securityMessages } from './messages';

const SessionsPage = lazyPage(() =>
  import('./sessions/SessionsPage').then((m) => ({ default: m.SessionsPage })),
);

/** Pages under the module's root; a route with a label is a menu entry. */
const KnownClientsPage = lazyPage(() =>
  import('./known-clients/KnownClientsPage').then((m) => ({ default: m.KnownClientsPage })),
);

const authentication = (name: keyof typeof AuthenticationPages) =>
  lazyPage(() => import('./authentication/pages').then((m) => ({ default: m[name] })));
const LoginUiPage = lazyPage(() =>
  import('./login-ui/LoginUiPage').then((m) => ({ default: m.LoginUiPage })),
);

/** Authentication and the sign-in page's customization need the securityIDP feature. */
const idp = { features: ['securityIDP'] } as const;

const authorization = () => import('./authorization/pages');
const PermissionsPage = lazyPage(() =>
  authorization().then((m) => ({ default: m.PermissionsPage })),
);
const RolesPage = lazyPage(() => authorization().then((m) => ({ default: m.RolesPage })));
const UserGroupsPage = lazyPage(() => authorization().then((m) => ({ default: m.UserGroupsPage })));
const sessionLimits = () => import('./session-limits/pages');
const LifetimeLimitsPage = lazyPage(() =>
  sessionLimits().then((m) => ({ default: m.LifetimeLimitsPage })),
);
const ConcurrentLimitsPage = lazyPage(() =>
  sessionLimits().then((m) => ({ default: m.ConcurrentLimitsPage })),
);

const sectionIndex = () => import('./sectionIndex');
const AuthorizationIndex = lazyPage(() =>
  sectionIndex().then((m) => ({ default: m.AuthorizationIndex })),
);
const SessionManagementIndex = lazyPage(() =>
  sectionIndex().then((m) => ({ default: m.SessionManagementIndex })),
);

export const securityRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: SessionsPage,
    title: securityMessages.sessionsTitle,
    label: securityMessages.sessionsTitle,
  },
  {
    path: 'known-clients',
    page: KnownClientsPage,
    title: securityMessages.knownClientsTitle,
    label: securityMessages.knownClientsTitle,
  },
  {
    path: 'authentication',
    page: authentication('LdapAuthenticatorsPage'),
    title: securityMessages.authenticationTitle,
    label: securityMessages.authenticationTitle,
    access: idp,
  },
  {
    path: 'authentication/rsa',
    page: authentication('RsaAuthenticatorsPage'),
    title: securityMessages.authenticationTitle,
    access: idp,
  },
  {
    path: 'authentication/mappings',
    page: authentication('MappingsPage'),
    title: securityMessages.authenticationTitle,
    access: idp,
  },
  {
    path: 'authentication/saml-contacts',
    page: authentication('SamlContactsPage'),
    title: securityMessages.authenticationTitle,
    access: idp,
  },
  {
    path: 'authentication/validation-rules',
    page: authentication('ValidationRulesPage'),
    title: securityMessages.authenticationTitle,
    access: idp,
  },
  {
    path: 'login-ui-customization',
    page: LoginUiPage,
    title: securityMessages.loginUiTitle,
    label: securityMessages.loginUiTitle,
    access: idp,
  },
  // A section's parent opens its first page (no menu entry: the pages have theirs).
  {
    path: 'session-management',
    page: SessionManagementIndex,
    title: securityMessages.lifetimeLimitsTitle,
  },
  {
    path: 'session-management/lifetime',
    page: LifetimeLimitsPage,
    title: securityMessages.lifetimeLimitsTitle,
    label: securityMessages.lifetimeLimitsTitle,
  },
  {
    path: 'session-management/concurrent',
    page: ConcurrentLimitsPage,
    title: securityMessages.concurrentLimitsTitle,
    label: securityMessages.concurrentLimitsTitle,
  },
  {
    path: 'authorization',
    page: AuthorizationIndex,
    title: securityMessages.permissionsTitle,
  },
  {
    path: 'authorization/permissions',
    page: PermissionsPage,
    title: securityMessages.permissionsTitle,
    label: securityMessages.permissionsTitle,
  },
  {
    path: 'authorization/roles',
    page: RolesPage,
    title: securityMessages.rolesTitle,
    label: securityMessages.rolesTitle,
  },
  {
    path: 'authorization/user-groups',
    page: UserGroupsPage,
    title: securityMessages.userGroupsTitle,
    label: securityMessages.userGroupsTitle,
  },
];
