import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";

export interface BackupResult {
  pages: number;
  integrity: string;
}

/**
 * Copies the SQLite database at `sourceFile` to `targetFile` with SQLite's online backup API, while the
 * app keeps writing: in WAL mode readers never block writers, and a step that sees a concurrent write
 * starts over, so the copy is one consistent snapshot. The copy is then checked with integrity_check.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<BackupResult> {
  if (!existsSync(sourceFile)) throw new Error(`No database at ${sourceFile}`);
  if (existsSync(targetFile)) throw new Error(`${targetFile} already exists; choose a new file name`);
  const source = new SQLite(sourceFile, { fileMustExist: true });
  source.pragma("busy_timeout = 5000");
  let pages = 0;
  try {
    // After the first step, copy everything left in one step: one read transaction, so a busy app
    // cannot keep restarting a step-by-step copy.
    const metadata = await source.backup(targetFile, { progress: ({ remainingPages }) => remainingPages });
    pages = metadata.totalPages;
  } finally {
    source.close();
  }
  const copy = new SQLite(targetFile, { readonly: true, fileMustExist: true });
  try {
    return { pages, integrity: String(copy.pragma("integrity_check", { simple: true })) };
  } finally {
    copy.close();
  }
}
