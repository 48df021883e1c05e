import { randomUUID } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";

// Tests read their own setting here; the server itself reads the environment only in env.ts.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The dialects every data-layer and API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: DatabaseKind[] = testDatabaseUrl ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  /** The URL of the fresh PostgreSQL database (undefined on SQLite). */
  url: string | undefined;
  dispose: () => Promise<void>;
}

/** A fresh, migrated database: SQLite in memory (or in `sqliteFile`), or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind, sqliteFile?: string): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const handle = openDatabase({ sqliteFile: sqliteFile ?? ":memory:" });
    await migrateToLatest(handle.db);
    return { ...handle, url: undefined, dispose: handle.close };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomUUID().replace(/-/g, "")}`;
  await runAdmin(`create database ${name}`);
  const url = withDatabaseName(testDatabaseUrl, name);
  const handle = openDatabase({ databaseUrl: url });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    dispose: async () => {
      await handle.close();
      await runAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The admin URL tests use to create databases (PostgreSQL only). */
export function adminDatabaseUrl(): string | undefined {
  return testDatabaseUrl;
}

async function runAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
