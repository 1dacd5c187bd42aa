import { navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { settingsMessages } from './messages';
import { settingsRoutes } from './routes';

export const settingsModule: ConsoleModule = {
  id: 'settings',
  basePath: 'settings',
  label: settingsMessages.moduleName,
  routes: settingsRoutes,
  nav: navFromRoutes(settingsRoutes),
  access: {},
};
