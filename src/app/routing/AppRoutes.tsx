import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyPage } from '../../shared/modules';
import { PendingPage } from '../../shared/ui';
import { LoginPage } from '../auth/LoginPage';
import { useAuthState } from '../auth/useAuthState';
import { SnapshotRelease } from '../snapshot/SnapshotRecorder';
import { AfterSignIn } from './AfterSignIn';
import { ToSignIn } from './ToSignIn';

// Everything behind sign-in, and the rarely used password pages, load on demand.
const SignedInApp = lazyPage(() =>
  import('../shell/SignedInApp').then((m) => ({ default: m.SignedInApp })),
);

/**
 * The signed-in part's code, asked for before the first render (boot.tsx): once it is there,
 * the first render shows it at once (lazyPage), not the pending page first and the signed-in
 * part 300 ms later (React holds back what follows a fallback shown for that long).
 */
export const preloadSignedInApp = (): Promise<unknown> => SignedInApp.preload();
const NoRolesPage = lazy(() =>
  import('../shell/NoRolesPage').then((m) => ({ default: m.NoRolesPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SetPasswordPage = lazy(() =>
  import('../auth/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
);

export function AppRoutes() {
  const { token, invalidRoles } = useAuthState();
  const signedOut = invalidRoles ? <NoRolesPage /> : <ToSignIn />;
  return (
    <Suspense fallback={<PendingPage />}>
      <Switch>
        <Route path="/login">{token ? <AfterSignIn /> : <LoginPage />}</Route>
        <Route path="/forgotpassword" component={ForgotPasswordPage} />
        <Route path="/setpassword/:token" component={SetPasswordPage} />
        <Route path="/setpassword" component={SetPasswordPage} />
        <Route>{token ? <SignedInApp /> : signedOut}</Route>
      </Switch>
      {/* Signed out, no picture of a signed-in page stays up. */}
      {!token && <SnapshotRelease />}
    </Suspense>
  );
}
