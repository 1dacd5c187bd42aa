import { createContext, useContext } from 'react';
import type { ModuleId } from '../contracts';

/**
 * The ids of the modules this console is built with (the app's module list, or a test's): the
 * shell provides them, as a module may not import the app. An id of MODULE_IDS that no built
 * module has (a module still to come) is not offered, e.g. in the organization settings.
 */
export const BuiltModulesContext = createContext<readonly ModuleId[]>([]);

export function useBuiltModules(): readonly ModuleId[] {
  return useContext(BuiltModulesContext);
}
