import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Stands for an argument while the query is built; no real value starts with a NUL character. */
const MARK = '\u0000fixed-query:';

type Args = Record<string, string | number>;
/** Each parameter of the compiled query: an argument's name, or a value the builder fixed. */
type Slot = { arg: string } | { value: unknown };

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

export interface FixedQuery<A extends Args, R> {
  /** The rows of the query with these arguments, on `db` or a transaction of it. */
  rows(db: Kysely<Database>, args: A): Promise<R[]>;
  first(db: Kysely<Database>, args: A): Promise<R | undefined>;
}

/**
 * A query of fixed shape on a hot path, built by Kysely and compiled once per SQL dialect, then
 * run with new arguments in its parameters: building and compiling is skipped on every later
 * run. `build` must use each argument as a value only (comparisons, set and insert values),
 * never in the shape, and compute nothing from it. Not for the content tables: the content
 * write tracking (content-writes.ts) sees a query as it is compiled.
 */
export function fixedQuery<A extends Args, R>(
  names: readonly (keyof A & string)[],
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): FixedQuery<A, R> {
  // Keyed by the dialect's adapter class: the SQL text depends on the dialect only.
  const byDialect = new Map<unknown, Compiled>();
  const compiled = (db: Kysely<Database>): Compiled => {
    const dialect = db.getExecutor().adapter.constructor;
    let found = byDialect.get(dialect);
    if (found === undefined) {
      found = compile(db, names, build);
      byDialect.set(dialect, found);
    }
    return found;
  };
  const rows = async (db: Kysely<Database>, args: A): Promise<R[]> => {
    const { query, slots } = compiled(db);
    const parameters = slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const result = await db.executeQuery<R>({ ...query, queryId: createQueryId(), parameters });
    return result.rows;
  };
  return { rows, first: async (db, args) => (await rows(db, args))[0] };
}

function compile<A extends Args, R>(
  db: Kysely<Database>,
  names: readonly (keyof A & string)[],
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): Compiled {
  const marks = Object.fromEntries(names.map((name) => [name, MARK + name])) as A;
  const query = build(db, marks).compile();
  const slots = query.parameters.map((value): Slot =>
    typeof value === 'string' && value.startsWith(MARK) ? { arg: value.slice(MARK.length) } : { value },
  );
  for (const name of names) {
    if (!slots.some((slot) => 'arg' in slot && slot.arg === name)) throw new Error(`fixed query: argument ${name} is not a parameter of ${query.sql}`);
  }
  if (query.sql.includes(MARK)) throw new Error(`fixed query: an argument was written into the SQL text of ${query.sql}`);
  return { query, slots };
}
