import { useMemo } from 'react';
import { useConsoleSession } from '../../../shared/session';
import { AuditLogPage } from '../../../shared/ui/audit';
import { PageFrame } from '../../../shared/ui/page-frame';
import { auditKeys, auditQueries } from './queries';

/** The audit log holds its own frame (the date range in the URL and refresh), as the page is
 * the only one of the settings module with a time range. */
export function AuditLogRoute() {
  const org = useConsoleSession().organization.organizationId;
  const scope = useMemo(() => auditKeys.organization(org), [org]);
  return (
    <PageFrame refreshScope={scope}>
      <AuditLogPage queries={auditQueries} />
    </PageFrame>
  );
}
