import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { securityMessages } from './messages';

const SessionsPage = lazyPage(() =>
  import('./sessions/SessionsPage').then((m) => ({ default: m.SessionsPage })),
);

/** Pages under the module's root; a route with a label is a menu entry. */
const KnownClientsPage = lazyPage(() =>
  import('./known-clients/KnownClientsPage').then((m) => ({ default: m.KnownClientsPage })),
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
];
