import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { templateMessages } from './messages';
import { templateRoutes } from './routes';

/**
 * The module the next modules copy (README, "Adding a module"); not in src/app/modules.ts, so
 * never shown. The copy sets its own id (one of MODULE_IDS in shared/contracts/modules.ts),
 * base path, label and access rule, and is added to that list.
 */
export const templateModule: ConsoleModule = {
  id: 'datalake',
  basePath: 'template',
  label: templateMessages.moduleName,
  routes: templateRoutes,
  // Kept mounted while the user moves between the module's pages: one date range and refresh.
  frame: lazyPage(() => import('./TemplateFrame').then((m) => ({ default: m.TemplateFrame }))),
  nav: navFromRoutes(templateRoutes),
  access: { role: 'MONITOR' },
};
