import { lazyPage, navFromRoutes, type ConsoleModule } from '../../shared/modules';
import { heartbeatMessages } from './messages';
import { heartbeatRoutes } from './routes';

/** Heartbeat (Connect in foundation mode): deployed flows, flow detail and flow traces. */
export const heartbeatModule: ConsoleModule = {
  id: 'heartbeat',
  basePath: 'heartbeat',
  foundationBasePath: 'connect',
  label: heartbeatMessages.moduleName,
  foundationLabel: heartbeatMessages.foundationName,
  routes: heartbeatRoutes,
  frame: lazyPage(() => import('./HeartbeatFrame').then((m) => ({ default: m.HeartbeatFrame }))),
  nav: navFromRoutes(heartbeatRoutes),
  access: {},
};
