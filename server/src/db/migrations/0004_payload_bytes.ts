import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * Payload bodies byte-exact: a body that is not UTF-8 text, or holds a NUL (which a
 * PostgreSQL text value cannot), is kept as bytes in body_bytes, with body ''. Text
 * bodies stay in body.
 */
export function payloadBytes(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('payloads')
        .addColumn('body_bytes', dialect === 'postgres' ? 'bytea' : 'blob')
        .execute();
    },
  };
}
