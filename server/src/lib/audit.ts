import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from './crypto';

export interface AuditEntry {
  createdById: number | null;
  organizationId: number | null;
  entityType: string;
  entityId: string | number | null;
  eventType: string;
  payload: unknown;
  clientIp?: string | null;
}

const SECRET_KEY = /pass(word)?|secret|token|hash|credential|api[-_]?key|authorization/i;

/** A copy of the payload without anything that looks like a secret. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

/** Writes an audit event; call it with the transaction that makes the change. */
export async function audit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await auditAll(db, [entry]);
}

/** Writes audit events in one statement, all stamped alike; with the change's transaction. */
export async function auditAll(
  db: Kysely<DB> | Transaction<DB>,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const created = nowIso();
  await db
    .insertInto('audit_events')
    .values(
      entries.map((entry) => ({
        created,
        created_by_id: entry.createdById,
        organization_id: entry.organizationId,
        entity_type: entry.entityType,
        entity_id: entry.entityId === null ? null : String(entry.entityId),
        event_type: entry.eventType,
        payload: JSON.stringify(redact(entry.payload) ?? null),
        client_ip: entry.clientIp ?? null,
      })),
    )
    .execute();
}
