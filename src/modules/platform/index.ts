import { navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { platformMessages } from './messages';
import { platformRoutes } from './routes';

export const platformModule: ConsoleModule = {
  id: 'platform',
  basePath: 'platform',
  label: platformMessages.moduleName,
  routes: platformRoutes,
  nav: navFromRoutes(platformRoutes),
  access: {},
};
