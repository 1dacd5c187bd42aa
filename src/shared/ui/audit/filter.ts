/** The audit log's filters besides the date range, as the URL query holds them. */
export interface AuditFilter {
  entityType: string;
  eventType: string;
  entityId: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { entityType: '', eventType: '', entityId: '' };
const NAMES = ['entityType', 'eventType', 'entityId'] as const;

export function auditFilterFromSearch(search: string): AuditFilter {
  const params = new URLSearchParams(search);
  const filter = { ...EMPTY_AUDIT_FILTER };
  for (const name of NAMES) filter[name] = (params.get(name) ?? '').trim().slice(0, 200);
  return filter;
}

/** `search` with the filter's values set (empty ones removed), as a query string. */
export function searchWithAuditFilter(search: string, filter: AuditFilter): string {
  const params = new URLSearchParams(search);
  for (const name of NAMES) {
    const value = filter[name].trim();
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
