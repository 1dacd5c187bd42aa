import { useMemo } from 'react';
import { useConsoleSession } from '../../../shared/session';
import { PageFrame } from '../../../shared/ui/page-frame';
import { AuditLogPage } from './AuditLogPage';
import { auditKeys } from './keys';

/** The audit log holds its own frame (the date range in the URL and refresh), as the page is
 * the only one of the settings module with a time range. */
export function AuditLogRoute() {
  const org = useConsoleSession().organization.organizationId;
  const scope = useMemo(() => auditKeys.organization(org), [org]);
  return (
    <PageFrame refreshScope={scope}>
      <AuditLogPage />
    </PageFrame>
  );
}
