import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { settingsMessages } from './messages';

const OverviewPage = lazyPage(() =>
  import('./pages/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const AuditLogRoute = lazyPage(() =>
  import('./audit/AuditLogRoute').then((m) => ({ default: m.AuditLogRoute })),
);
const UserConfigurationPage = lazyPage(() =>
  import('./pages/UserConfigurationPage').then((m) => ({ default: m.UserConfigurationPage })),
);

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
];
