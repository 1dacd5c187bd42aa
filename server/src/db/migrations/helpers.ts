import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Migrations see the database as it was when they were written: no table types. */
export type Db = Kysely<unknown>;

/** An auto-numbered primary key on either database. */
export function idColumn(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement();
}
