import type { AuditEventDetails, AuditEventPage, AuditEventQuery } from '../contracts';
import { request } from './http';

function search(params: AuditEventQuery): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The organization audit log of the identity service (docs/api.md, "Identity"). */
export const auditApi = {
  events: (organizationId: number, params: AuditEventQuery, signal?: AbortSignal) =>
    request<AuditEventPage>(
      'identity',
      `/organizations/${organizationId}/audit-events${search(params)}`,
      { signal },
    ),
  event: (organizationId: number, auditEventId: number, signal?: AbortSignal) =>
    request<AuditEventDetails>(
      'identity',
      `/organizations/${organizationId}/audit-events/${auditEventId}`,
      { signal },
    ),
};
