import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { rootRedirectTarget } from '../../shared/modules';
import { PendingPage } from '../../shared/ui';
import { useConsoleModules } from './consoleModules';
import { useAccessContext } from './useAccessContext';

/** `/` sends the user to the first accessible module after 200 ms (spec 2.1). */
export const ROOT_REDIRECT_DELAY_MS = 200;

export function RootRedirect() {
  const context = useAccessContext();
  const [, navigate] = useLocation();
  const target = rootRedirectTarget(useConsoleModules(), context);
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(target, { replace: true }),
      ROOT_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  return <PendingPage />;
}
