import { Redirect } from 'wouter';
import { paths } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';

/** The "Users" menu entry: the users of the organization the user is working in. */
export function UsersRedirect() {
  const { activeRole } = useConsoleSession();
  return (
    <Redirect to={`~${paths.settings.organizationUsers(activeRole.organizationId)}`} replace />
  );
}
