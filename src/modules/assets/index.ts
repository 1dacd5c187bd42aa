import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { assetsMessages } from './messages';
import { assetsRoutes } from './routes';

/** Assets: actions sent to the head-end, metering points and their meters, automation. */
export const assetsModule: ConsoleModule = {
  id: 'assets',
  basePath: 'assets',
  label: assetsMessages.moduleName,
  routes: assetsRoutes,
  frame: lazyPage(() => import('./AssetsFrame').then((m) => ({ default: m.AssetsFrame }))),
  nav: navFromRoutes(assetsRoutes),
  access: { role: 'MONITOR' },
};
