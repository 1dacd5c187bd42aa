import { AuditLogPage } from '../../../shared/ui/audit';
import { auditQueries } from './queries';

/** audit/{organizationId} (foundation feature; admins): the shared audit log in the frame. */
export function AuditPage() {
  return <AuditLogPage queries={auditQueries} />;
}
