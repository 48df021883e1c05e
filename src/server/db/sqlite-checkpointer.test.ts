import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { checkpointInBackground } from "./sqlite-checkpointer";

const megabyte = 1024 * 1024;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe("checkpointInBackground", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function openWal(): { sqlite: SQLite.Database; file: string } {
    dir = mkdtempSync(path.join(tmpdir(), "checkpointer-"));
    const file = path.join(dir, "app.sqlite");
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec("create table blob (id integer primary key, data blob)");
    return { sqlite, file };
  }

  /** Commits `megabytes` of rows, one transaction each, as the server does. */
  function write(sqlite: SQLite.Database, megabytes: number): void {
    const insert = sqlite.prepare("insert into blob (data) values (?)");
    for (let i = 0; i < megabytes * 16; i += 1) insert.run(Buffer.alloc(64 * 1024, i));
  }

  it("never checkpoints on the serving connection, and the worker copies the log into the file", async () => {
    const { sqlite, file } = openWal();
    const checkpointer = checkpointInBackground(sqlite, 50);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);

    write(sqlite, 4);
    // Until a checkpoint, the 4 MB live only in the log; the worker's checkpoint moves them into the file.
    expect(await waitFor(() => statSync(file).size >= 4 * megabyte, 5_000)).toBe(true);

    await checkpointer.stop();
    sqlite.close();
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare("select count(*) as n from blob").get()).toEqual({ n: 64 });
    reopened.close();
  });

  it("keeps the log from growing without bound under steady writes", async () => {
    const { sqlite, file } = openWal();
    const checkpointer = checkpointInBackground(sqlite, 20);
    // 16 MB in all, 1 MB at a time, each waiting for the worker to copy it into the file: the log then
    // restarts from its beginning, so it stays well below the 16 MB written (without the worker it holds them all).
    for (let round = 1; round <= 16; round += 1) {
      write(sqlite, 1);
      expect(await waitFor(() => statSync(file).size >= round * megabyte, 5_000)).toBe(true);
    }
    expect(statSync(`${file}-wal`).size).toBeLessThan(8 * megabyte);
    await checkpointer.stop();
    sqlite.close();
  });

  it("hands checkpoints back to the connection when the worker cannot open the database", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "checkpointer-"));
    const folder = path.join(dir, "data");
    mkdirSync(folder);
    const sqlite = new SQLite(path.join(folder, "app.sqlite"));
    sqlite.pragma("journal_mode = WAL");
    // The serving connection keeps its open file; the worker finds no folder to open it in.
    rmSync(folder, { recursive: true });
    const warnings: string[] = [];
    const checkpointer = checkpointInBackground(sqlite, 20, (message) => warnings.push(message));
    expect(await waitFor(() => sqlite.pragma("wal_autocheckpoint", { simple: true }) === 1000, 5_000)).toBe(
      true,
    );
    expect(warnings.join(" ")).toMatch(/unable to open|does not exist/i);
    await checkpointer.stop();
    sqlite.close();
  });
});
