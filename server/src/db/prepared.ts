import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { DB } from './schema';
import { directAccess } from './direct';

type Slot = { arg: number } | { value: unknown };

/**
 * A query on a hot path whose SQL is built once per database. Kysely builds, freezes
 * and compiles a query's tree anew on every call, which for a small read costs as much
 * as running it. Here the query is built once with stand-ins for its arguments, and
 * each call runs the same text with the arguments in the stand-ins' places. `build` must
 * give the same statement for any arguments (no branching on them), and be a read. On the
 * embedded database the read runs at once on the connection (see `DirectAccess`); with
 * `remember` its rows are kept, frozen, until anything in the database changes.
 */
export function prepared<A extends unknown[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
  { remember = false }: { remember?: boolean } = {},
): (db: Kysely<DB>, ...args: A) => Promise<readonly R[]> {
  const built = new WeakMap<Kysely<DB>, { sql: string; slots: Slot[] }>();
  return async (db, ...args) => {
    let query = built.get(db);
    if (!query) {
      const standIns = args.map(() => ({}));
      const compiled = build(db, ...(standIns as A)).compile();
      const slots = compiled.parameters.map((value): Slot => {
        const arg = standIns.indexOf(value as object);
        return arg >= 0 ? { arg } : { value };
      });
      query = { sql: compiled.sql, slots };
      built.set(db, query);
    }
    const parameters = query.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const direct = directAccess(db);
    const rows = remember
      ? direct?.remembered<R>(query.sql, parameters)
      : direct?.read<R>(query.sql, parameters);
    if (rows) return rows;
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
