import { Redirect } from 'wouter';

/**
 * A section's parent address (`/security/authorization`) opens the section's first page, as
 * its menu lists them; the address is replaced, so "back" does not return to the parent.
 */
export function AuthorizationIndex() {
  return <Redirect to="/authorization/permissions" replace />;
}

export function SessionManagementIndex() {
  return <Redirect to="/session-management/lifetime" replace />;
}
