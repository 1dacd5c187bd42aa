import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/routing';
import { rememberWantedPath } from '../auth/wantedPath';
import { runtimeState } from '../runtime';

/**
 * A signed-out user on a signed-in page: remember it, then go to the sign-in page. After a
 * sign-out by choice (here or in another tab) nothing is remembered: the next user may be
 * someone else, and the address may name the organization and records.
 */
export function ToSignIn() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    // The page the user just signed out of is not remembered; later visits are.
    if (runtimeState.signedOutByUser) runtimeState.signedOutByUser = false;
    else rememberWantedPath(search ? `${location}?${search}` : location);
    navigate(paths.login(), { replace: true });
  }, [location, search, navigate]);
  return null;
}
