import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json and content/: found by walking up from this module, so the same code
 * works from src/ (development, tests) and from the compiled bundle in dist-server/.
 */
export function findProjectRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json")) && existsSync(path.join(folder, "content")))
      return folder;
    if (path.dirname(folder) === folder)
      throw new Error(`No project root (package.json and content/) above ${start}`);
  }
}

/** A path inside the project, e.g. projectPath("content", "questions"). */
export function projectPath(...segments: string[]): string {
  return path.join(findProjectRoot(), ...segments);
}
