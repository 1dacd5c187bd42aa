import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/routing';
import { rememberWantedPath } from '../auth/wantedPath';

/** A signed-out user on a signed-in page: remember it, then go to the sign-in page. */
export function ToSignIn() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberWantedPath(search ? `${location}?${search}` : location);
    navigate(paths.login(), { replace: true });
  }, [location, search, navigate]);
  return null;
}
