import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isExternalTarget, takeWantedPath } from '../auth/wantedPath';

/** After signing in: the remembered path, an external target opened directly, or `/`. */
export function AfterSignIn() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const wanted = takeWantedPath();
    if (wanted && isExternalTarget(wanted)) window.location.assign(wanted);
    else navigate(wanted ?? '/', { replace: true });
  }, [navigate]);
  return null;
}
