import { useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { BuiltModulesContext, moduleBasePath } from '../../shared/modules';
import { useConsoleSession } from '../../shared/session';
import { useConsoleModules } from './consoleModules';
import { ModuleRoutes } from './ModuleRoutes';
import { NotFoundPage } from './NotFoundPage';
import { RootRedirect } from './RootRedirect';

/** Routes built from the module list, which the pages may ask for (useBuiltModules). */
export function ShellRoutes() {
  const { features } = useConsoleSession();
  const consoleModules = useConsoleModules();
  const built = useMemo(() => consoleModules.map((module) => module.id), [consoleModules]);
  return (
    <BuiltModulesContext.Provider value={built}>
      <Switch>
        <Route path="/">
          <RootRedirect />
        </Route>
        {consoleModules.map((module) => (
          <Route key={module.id} path={`/${moduleBasePath(module, features)}`} nest>
            <ModuleRoutes module={module} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </BuiltModulesContext.Provider>
  );
}
