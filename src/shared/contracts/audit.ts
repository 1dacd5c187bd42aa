/** The organization audit log of the identity service (spec 3.4 "Audit event", 2.4). */

/** One audit event as the log lists it; its entity payload is read on its own. */
export interface AuditEvent {
  auditEventId: number;
  created: string;
  createdById: number | null;
  /** The acting user's name; null for the system or a user no longer known. */
  createdByName: string | null;
  entityType: string;
  entityId: string | null;
  eventType: string;
}

/** A page of events, newest first; `nextCursor` asks for the page after it (null: no more). */
export interface AuditEventPage {
  data: AuditEvent[];
  nextCursor: string | null;
}

/** One event with its entity payload, and whether that entity has been deleted since. */
export interface AuditEventDetails extends AuditEvent {
  payload: unknown;
  entityDeleted: boolean;
}

export interface AuditEventQuery {
  fromDate?: number;
  toDate?: number;
  entityType?: string;
  eventType?: string;
  entityId?: string;
  createdById?: number;
  cursor?: string;
  limit?: number;
}

/** The event type that says an entity is gone. */
export const AUDIT_DELETED_EVENT = 'DELETED';
export const AUDIT_PAGE_SIZE = 100;
export const AUDIT_PAGE_LIMIT = 500;
/** The longest entity type, event type or entity id a filter may name. */
export const AUDIT_FILTER_MAX_LENGTH = 200;
/** A cursor: the created time and id of the last event of a page. */
export const AUDIT_CURSOR_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z~\\d{1,10}$';
