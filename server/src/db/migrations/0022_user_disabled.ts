import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * A user an organization's admin disabled: refused at sign-in, at refresh and on every
 * call (0 or 1; existing users stay enabled).
 */
export function userDisabled(_dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('users')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('users').dropColumn('disabled').execute();
    },
  };
}
