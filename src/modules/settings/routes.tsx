import { HEARTBEAT_ACTIONS } from '../../shared/contracts';
import { accessOfRule, lazyPage, type ModuleRoute } from '../../shared/modules';
import { connectivityMessages } from '../../shared/ui/connectivity/messages';
import { settingsMessages } from './messages';
import { featuresMessages } from './features/messages';
import { organizationsMessages } from './organizations/messages';
import { invitationsMessages, userPageMessages, usersMessages } from './users/messages';

const OverviewPage = lazyPage(() =>
  import('./pages/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const AuditLogRoute = lazyPage(() =>
  import('./audit/AuditLogRoute').then((m) => ({ default: m.AuditLogRoute })),
);
const UserConfigurationPage = lazyPage(() =>
  import('./pages/UserConfigurationPage').then((m) => ({ default: m.UserConfigurationPage })),
);
// The shared connectivity check, the page Heartbeat's `connectivity` shows too (spec 2.4).
const ConnectivityPage = lazyPage(() =>
  import('../../shared/ui/connectivity').then((m) => ({ default: m.ConnectivityCheckPage })),
);
const UsersRedirect = lazyPage(() =>
  import('./users/UsersRedirect').then((m) => ({ default: m.UsersRedirect })),
);
const UsersPage = lazyPage(() =>
  import('./users/UsersPage').then((m) => ({ default: m.UsersPage })),
);
const OrganizationsPage = lazyPage(() =>
  import('./organizations/OrganizationsPage').then((m) => ({ default: m.OrganizationsPage })),
);
const OrganizationPage = lazyPage(() =>
  import('./organizations/OrganizationPage').then((m) => ({ default: m.OrganizationPage })),
);
const OrganizationEditPage = lazyPage(() =>
  import('./organizations/OrganizationEditPage').then((m) => ({
    default: m.OrganizationEditPage,
  })),
);
const FeaturesPage = lazyPage(() =>
  import('./features/FeaturesPage').then((m) => ({ default: m.FeaturesPage })),
);
const UserPage = lazyPage(() => import('./users/UserPage').then((m) => ({ default: m.UserPage })));
const InvitationsPage = lazyPage(() =>
  import('./users/InvitationsPage').then((m) => ({ default: m.InvitationsPage })),
);

/** Organization pages: admins, hidden in foundation mode (spec 2.3). */
const organizationPages = { role: 'ADMIN', hiddenInFoundation: true } as const;

export const settingsRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: OverviewPage,
    title: settingsMessages.overviewTitle,
    label: settingsMessages.overviewTitle,
    access: { role: 'ADMIN' },
  },
  {
    path: 'audit',
    page: AuditLogRoute,
    title: settingsMessages.auditTitle,
    label: settingsMessages.auditTitle,
    access: { role: 'ADMIN' },
  },
  {
    path: 'audit/:organizationId',
    page: AuditLogRoute,
    title: settingsMessages.auditTitle,
    access: { role: 'ADMIN' },
  },
  {
    path: 'user',
    page: UserConfigurationPage,
    title: settingsMessages.userConfigurationTitle,
    label: settingsMessages.userConfigurationTitle,
  },
  {
    // Anyone's own invitations to join other organizations (the invitation mail links here).
    path: 'invitations',
    page: InvitationsPage,
    title: invitationsMessages.title,
    label: invitationsMessages.menu,
  },
  {
    path: 'connectivity',
    page: ConnectivityPage,
    title: connectivityMessages.title,
    label: connectivityMessages.title,
    // The server's rule for the check: deployers of an organization with the feature.
    access: accessOfRule(HEARTBEAT_ACTIONS.checkConnectivity),
  },
  {
    path: 'users',
    page: UsersRedirect,
    title: usersMessages.pageTitle,
    label: usersMessages.menu,
    access: { role: 'ADMIN' },
  },
  {
    path: 'organizations',
    page: OrganizationsPage,
    title: organizationsMessages.menu,
    label: organizationsMessages.menu,
    access: organizationPages,
  },
  {
    path: 'organizations/new',
    page: OrganizationEditPage,
    title: organizationsMessages.createTitle,
    access: { ...organizationPages, ownerOnly: true },
  },
  {
    path: 'organizations/:organizationId/details',
    page: OrganizationPage,
    title: organizationsMessages.detailTitle,
    access: organizationPages,
  },
  {
    path: 'organizations/:organizationId/edit',
    page: OrganizationEditPage,
    title: organizationsMessages.detailTitle,
    access: organizationPages,
  },
  {
    path: 'feature',
    page: FeaturesPage,
    title: featuresMessages.title,
    label: featuresMessages.title,
    // The spec's restricted role of feature configuration: the owner's.
    access: { ownerOnly: true, hiddenInFoundation: true },
  },
  {
    path: 'organizations/:organizationId',
    page: UsersPage,
    title: usersMessages.pageTitle,
    access: { role: 'ADMIN' },
  },
  {
    path: 'organizations/:organizationId/user/:userId',
    page: UserPage,
    title: userPageMessages.title,
    access: { role: 'ADMIN' },
  },
];
