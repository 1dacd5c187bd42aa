import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Beatboxes and agents (spec 3.3): an organization's edge flow servers, the server each
 * reported, and the flows each runs. A name is unique within its organization. A flow of a
 * beatbox or an agent is kept by id, not as a foreign key: it may outlive its deployment.
 */
export function beatboxAgents(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      for (const table of ['beatboxes', 'agents'] as const) {
        let create = db.schema
          .createTable(table)
          .addColumn('id', 'integer', idColumn(dialect))
          .addColumn('organization_id', 'integer', (c) =>
            c.notNull().references('organizations.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('hostname', 'text')
          .addColumn('ip', 'text')
          .addColumn('os', 'text')
          .addColumn('version', 'text')
          .addColumn('last_seen', 'text');
        if (table === 'agents') {
          create = create
            .addColumn('base_domain', 'text', (c) => c.notNull())
            .addColumn('server_trust_pem', 'text');
        }
        await create
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer')
          .addColumn('updated', 'text', (c) => c.notNull())
          .addColumn('updated_by', 'integer')
          .addUniqueConstraint(`${table}_name_uq`, ['organization_id', 'name'])
          .execute();
      }
      for (const [table, owner] of [
        ['beatbox_flows', 'beatboxes'],
        ['agent_flows', 'agents'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('host_id', 'integer', (c) =>
            c.notNull().references(`${owner}.id`).onDelete('cascade'),
          )
          .addColumn('flow_id', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['host_id', 'flow_id'])
          .execute();
      }
    },
    async down(db: Db) {
      for (const table of ['beatbox_flows', 'agent_flows', 'beatboxes', 'agents']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
