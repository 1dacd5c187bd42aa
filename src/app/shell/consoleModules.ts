import { createContext, useContext } from 'react';
import type { ConsoleModule } from '../../shared/modules';
import { consoleModules } from '../modules';

/**
 * The modules the shell builds its routes, menu, module selector and root redirect from: the
 * module list (src/app/modules.ts). A test gives a list of its own, with a module that is in
 * no list (tests/pages/external-module.test.tsx).
 */
export const ConsoleModulesContext = createContext<readonly ConsoleModule[]>(consoleModules);

export function useConsoleModules(): readonly ConsoleModule[] {
  return useContext(ConsoleModulesContext);
}
