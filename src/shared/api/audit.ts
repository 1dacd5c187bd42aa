import type { AuditEventDetails, AuditEventPage, AuditEventQuery } from '../contracts';
import { queryString } from './queryString';
import { request } from './http';

/** The organization audit log of the identity service (docs/api.md, "Identity"). */
export const auditApi = {
  events: (organizationId: number, params: AuditEventQuery, signal?: AbortSignal) =>
    request<AuditEventPage>(
      'identity',
      `/organizations/${organizationId}/audit-events${queryString({ ...params })}`,
      { signal },
    ),
  event: (organizationId: number, auditEventId: number, signal?: AbortSignal) =>
    request<AuditEventDetails>(
      'identity',
      `/organizations/${organizationId}/audit-events/${auditEventId}`,
      { signal },
    ),
};
