import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { datalakeMessages } from './messages';
import { datalakeRoutes } from './routes';

/** Data Lake (spec 2.3, 2.4): usage points, meter readings, message logs and workflows. */
export const datalakeModule: ConsoleModule = {
  id: 'datalake',
  basePath: 'datalake',
  label: datalakeMessages.moduleName,
  routes: datalakeRoutes,
  frame: lazyPage(() => import('./DatalakeFrame').then((m) => ({ default: m.DatalakeFrame }))),
  nav: navFromRoutes(datalakeRoutes),
  access: { role: 'MONITOR' },
};
