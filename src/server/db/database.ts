import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { checkpointInBackground } from "./sqlite-checkpointer";
import { withStatementCache } from "./sqlite-statement-cache";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

// PostgreSQL returns bigint as a string by default; our bigints (seeds, rate-limit times) fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens PostgreSQL when a URL is given, else SQLite (a file, or ":memory:"); `onQuery` gets each query's
 * time, `onWarning` what goes wrong in the background (a failed SQLite checkpoint).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile?: string;
  onQuery?: (milliseconds: number) => void;
  onWarning?: (message: string) => void;
}): DatabaseHandle {
  const { onQuery } = options;
  const log: KyselyConfig["log"] = onQuery
    ? (event) => {
        if (event.level === "query") onQuery(event.queryDurationMillis);
      }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its server must not crash the process (for example a database restart).
    pool.on("error", () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ":memory:";
  const sqlite = new SQLite(file);
  // WAL lets readers run during a write; a busy timeout waits for the lock instead of failing.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const checkpointer = sqlite.memory ? undefined : checkpointInBackground(sqlite, 500, options.onWarning);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  });
  return {
    db,
    kind: "sqlite",
    close: async () => {
      await db.destroy();
      await checkpointer?.stop();
    },
  };
}

/** The SQLite file used for a data directory. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, "app.sqlite");
}
