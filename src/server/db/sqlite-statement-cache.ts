import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * better-sqlite3 for Kysely, with prepared statements kept for reuse. Kysely prepares every query
 * afresh, and on a hot path preparing costs more than running: a session lookup spends most of its
 * time there. The cache is bounded (oldest first out), since queries with IN lists vary in their text.
 * Reuse is safe: Kysely runs one query at a time on this connection, and SQLite re-prepares a kept
 * statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, capacity = 256): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) return kept;
      const statement = sqlite.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}
