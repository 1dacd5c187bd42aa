import { datalakeModule } from '../modules/datalake';
import { assetsModule } from '../modules/assets';
import { heartbeatModule } from '../modules/heartbeat';
import { platformModule } from '../modules/platform';
import { securityModule } from '../modules/security';
import { settingsModule } from '../modules/settings';
import type { ConsoleModule } from '../shared/modules';

/**
 * THE one list of modules. Menus, routes, access checks and the module selector are built
 * from it; adding a module means adding it here.
 */
export const consoleModules: readonly ConsoleModule[] = [
  heartbeatModule,
  datalakeModule,
  assetsModule,
  platformModule,
  securityModule,
  settingsModule,
];
