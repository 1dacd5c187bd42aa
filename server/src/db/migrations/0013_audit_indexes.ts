import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * The settings audit log reads an organization's events newest first, page by page through a
 * (created, id) cursor, filtered by entity type, event type, entity id or the acting user. Each
 * filter gets an index that ends in (created, id), so a filtered page is a short range scan in
 * cursor order however many events the organization holds.
 */
const INDEXES: Record<string, string[]> = {
  audit_events_org_created_id_idx: ['organization_id', 'created', 'id'],
  audit_events_org_entity_type_idx: ['organization_id', 'entity_type', 'created', 'id'],
  // Both types at once: each may be common while the two together are rare.
  audit_events_org_entity_event_idx: [
    'organization_id',
    'entity_type',
    'event_type',
    'created',
    'id',
  ],
  audit_events_org_event_type_idx: ['organization_id', 'event_type', 'created', 'id'],
  audit_events_org_entity_id_idx: ['organization_id', 'entity_id', 'created', 'id'],
  audit_events_org_created_by_idx: ['organization_id', 'created_by_id', 'created', 'id'],
};

export function auditIndexes(_dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      for (const [name, columns] of Object.entries(INDEXES)) {
        await db.schema.createIndex(name).on('audit_events').columns(columns).execute();
      }
      // (organization_id, created, id) covers what the first index did.
      await db.schema.dropIndex('audit_events_org_created_idx').execute();
    },
    async down(db: Db) {
      await db.schema
        .createIndex('audit_events_org_created_idx')
        .on('audit_events')
        .columns(['organization_id', 'created'])
        .execute();
      for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
    },
  };
}
