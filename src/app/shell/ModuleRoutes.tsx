import { Route, Switch, useLocation } from 'wouter';
import { AwaitMessages, useMessagePart, type Message } from '../../shared/i18n';
import {
  isAllowed,
  isModuleAccessible,
  missingFeatures,
  moduleLabel,
  type AccessRule,
  type ConsoleModule,
  type ModuleRoute,
} from '../../shared/modules';
import { useConsoleSession } from '../../shared/session';
import { FeatureOffPage } from '../../shared/ui/feature';
import { ExternalServiceGate } from './ExternalServiceGate';
import { MissingPermissionsPage } from './MissingPermissionsPage';
import { NotFoundPage } from './NotFoundPage';
import { useAccessContext } from './useAccessContext';

/**
 * What a page the user may not open shows instead: that a feature it needs is off for the
 * organization (whatever the role, as no role would help), else the missing permissions.
 */
function Refusal({ rule, page }: { rule: AccessRule | undefined; page: Message }) {
  const context = useAccessContext();
  const session = useConsoleSession();
  const off = missingFeatures(rule, context);
  if (off.length > 0)
    return <FeatureOffPage features={off} organization={session.organization.name} />;
  return <MissingPermissionsPage page={page} />;
}

/**
 * A page whose rule (role, features, owner) the user fails says so where it was asked for
 * (spec 2.1), whichever module it is in; links the shell offers lead only to pages the user
 * may open (`moduleEntryPath`).
 */
function RoutePage({ route }: { route: ModuleRoute }) {
  const context = useAccessContext();
  if (isAllowed(route.access, context)) return <route.page />;
  return <Refusal rule={route.access} page={route.title} />;
}

/**
 * The pages of one module, under its root path (a nested router). Each location builds its
 * page afresh (no state carried from one flow to the next); the module's frame, if it has
 * one, stays while the user moves between its pages. The module's translated messages load
 * beside its code, and its pages wait for both. An external module's frame and pages wait for
 * its service to be found (ExternalServiceGate), once the user may open the module.
 */
export function ModuleRoutes({ module }: { module: ConsoleModule }) {
  const context = useAccessContext();
  const [location] = useLocation();
  useMessagePart(module.id);
  if (!isModuleAccessible(module, context)) {
    if (!context.organizationModules.includes(module.id)) {
      return <MissingPermissionsPage page={moduleLabel(module, context.features)} />;
    }
    return <Refusal rule={module.access} page={moduleLabel(module, context.features)} />;
  }
  const pages = (
    <Switch key={location}>
      {module.routes.map((route) => (
        <Route key={route.path} path={route.path ? `/${route.path}` : '/'}>
          <RoutePage route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
  const Frame = module.frame;
  return (
    <>
      <ExternalServiceGate module={module}>
        {Frame ? <Frame>{pages}</Frame> : pages}
      </ExternalServiceGate>
      <AwaitMessages part={module.id} />
    </>
  );
}
