import type { ColumnDefinitionBuilder, Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn } from './helpers';
import type { Db } from './helpers';

/**
 * Alert rules on message counts and the history of their firings. A rule's applied flows
 * and recipients are JSON lists read with the rule. The evaluation job claims the rules
 * whose `next_evaluation_at` has come with one conditional update, so two server instances
 * never evaluate (and mail) the same rule at once; `incident_since` holds an open
 * incident, so a rule that keeps matching mails once.
 */
export function alerts(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const organization = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('organizations.id').onDelete('cascade');
  return {
    async up(db: Db) {
      await db.schema
        .createTable('alert_rules')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('time_value', 'integer', (c) => c.notNull())
        .addColumn('time_unit', 'text', (c) => c.notNull())
        .addColumn('flow_ids_json', 'text', (c) => c.notNull())
        .addColumn('recipients_json', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('last_triggered_at', bigint)
        .addColumn('last_notified_at', bigint)
        .addColumn('incident_since', bigint)
        .addColumn('next_evaluation_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('alert_rules_org_idx')
        .on('alert_rules')
        .columns(['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('alert_rules_due_idx')
        .on('alert_rules')
        .columns(['next_evaluation_at'])
        .execute();

      await db.schema
        .createTable('alert_firings')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('alert_id', 'integer', (c) =>
          c.notNull().references('alert_rules.id').onDelete('cascade'),
        )
        .addColumn('triggered_at', bigint, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_from', bigint, (c) => c.notNull())
        .addColumn('window_to', bigint, (c) => c.notNull())
        .addColumn('recipients_json', 'text', (c) => c.notNull())
        .addColumn('mail_error', 'text')
        .execute();
      await db.schema
        .createIndex('alert_firings_alert_idx')
        .on('alert_firings')
        .columns(['alert_id', 'id'])
        .execute();
    },
  };
}
