import { type Kysely, PostgresAdapter } from "kysely";

/** Column types that differ between the two dialects, chosen as Better Auth's own schema does. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    timestamp: postgres ? ("timestamptz" as const) : ("text" as const),
    flag: postgres ? ("boolean" as const) : ("integer" as const),
    // SQLite gives an INTEGER PRIMARY KEY the next rowid; PostgreSQL needs a sequence.
    autoIncrementId: postgres ? ("serial" as const) : ("integer" as const),
    postgres,
  };
}
