// `npm run backup -- <file>`: a consistent copy of the SQLite database, taken while the app serves.
import path from "node:path";
import { sqliteFileIn } from "../db/database";
import { loadConfigFromProcess } from "../env";
import { backupSqlite } from "./sqlite-backup";

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error(
      "Usage: npm run backup -- <file>   (for example: npm run backup -- backups/app-2026-11-23.sqlite)",
    );
    process.exit(2);
  }
  const config = loadConfigFromProcess();
  if (config.databaseUrl) {
    console.error("DATABASE_URL points at PostgreSQL: back it up with pg_dump (see the README, Backups).");
    process.exit(2);
  }
  const { pages, integrity } = await backupSqlite(sqliteFileIn(config.dataDir), path.resolve(target));
  if (integrity !== "ok") {
    console.error(`The copy failed SQLite's integrity check: ${integrity}`);
    process.exit(1);
  }
  process.stdout.write(
    `Backed up ${sqliteFileIn(config.dataDir)} (${pages} pages) to ${path.resolve(target)}; integrity ok.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
