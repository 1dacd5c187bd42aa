import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { securityMessages } from './messages';
import { securityRoutes } from './routes';

/** Security (spec 2.3): the organization's sessions, for its admins. */
export const securityModule: ConsoleModule = {
  id: 'security',
  basePath: 'security',
  label: securityMessages.moduleName,
  routes: securityRoutes,
  // Kept mounted while the user moves between the module's pages: one refresh control.
  frame: lazyPage(() => import('./SecurityFrame').then((m) => ({ default: m.SecurityFrame }))),
  nav: navFromRoutes(securityRoutes),
  access: { role: 'ADMIN' },
};
