import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * Organization names are unique whatever their case ('Name is taken'), decided by the database
 * so two creates that race for one name cannot both pass; the organizations list pages by name,
 * and a parent's children are found by their parent.
 */
export function organizations(_dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('organizations_name_lower_unique')
        .on('organizations')
        .unique()
        .expression(sql`lower(name)`)
        .execute();
      await db.schema
        .createIndex('organizations_name_id_idx')
        .on('organizations')
        .columns(['name', 'id'])
        .execute();
      await db.schema
        .createIndex('organizations_parent_idx')
        .on('organizations')
        .column('parent_id')
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('organizations_parent_idx').execute();
      await db.schema.dropIndex('organizations_name_id_idx').execute();
      await db.schema.dropIndex('organizations_name_lower_unique').execute();
    },
  };
}
