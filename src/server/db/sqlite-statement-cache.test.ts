import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withStatementCache } from "./sqlite-statement-cache";

describe("withStatementCache", () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite.close());

  it("prepares each query text once and reuses the statement", () => {
    sqlite = new SQLite(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const cached = withStatementCache(sqlite);
    const first = cached.prepare("select 1 as one");
    expect(cached.prepare("select 1 as one")).toBe(first);
    expect(cached.prepare("select 2 as two")).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("keeps at most `capacity` statements, dropping the oldest first", () => {
    sqlite = new SQLite(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const cached = withStatementCache(sqlite, 2);
    cached.prepare("select 1");
    cached.prepare("select 2");
    cached.prepare("select 3"); // drops "select 1"
    cached.prepare("select 3");
    cached.prepare("select 2");
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare("select 1");
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it("runs Kysely queries correctly, also after the schema changed under a kept statement", async () => {
    sqlite = new SQLite(":memory:");
    const db = new Kysely<{ item: { id: number; name: string; note?: string | null } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await db.schema.createTable("item").addColumn("id", "integer").addColumn("name", "text").execute();
    const insert = (id: number, name: string) => db.insertInto("item").values({ id, name }).execute();
    const names = async () =>
      (await db.selectFrom("item").selectAll().orderBy("id").execute()).map((row) => row.name);
    await insert(1, "first");
    expect(await names()).toEqual(["first"]);
    await db.schema.alterTable("item").addColumn("note", "text").execute();
    await insert(2, "second");
    expect(await names()).toEqual(["first", "second"]);
    expect(await db.selectFrom("item").selectAll().where("id", "=", 2).executeTakeFirst()).toEqual({
      id: 2,
      name: "second",
      note: null,
    });
  });
});
