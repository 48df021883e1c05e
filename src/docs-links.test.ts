import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every reference into docs/ must resolve, and nothing may point at documents outside the repository: a
// newcomer reads docs/ and nothing else (docs/architecture.md#layout).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// This file spells out the references it looks for, so it does not read itself.
const ownPath = "src/docs-links.test.ts";

/** The tracked files a reader meets: source, tests, scripts and docs (content/ is data). */
function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files"], { cwd: repoRoot, encoding: "utf8" }).split("\n");
  return listed.filter(
    (file) =>
      file !== ownPath &&
      /\.(ts|tsx|mjs|js|md|json|yml|yaml)$/.test(file) &&
      !file.startsWith("content/") &&
      file !== "package-lock.json",
  );
}

/** GitHub's anchor of a heading: lower-case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (fenced code left out); repeated headings get -1, -2, … */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1] ?? "");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

interface Reference {
  from: string;
  target: string;
  anchor: string | undefined;
}

/** `docs/<page>.md#<anchor>` anywhere, and relative Markdown links inside docs/ and the README. */
function referencesIn(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(/(?<![\w/.-])(docs\/[\w/.-]+?\.md)(?:#([\w-]+))?/g)) {
    found.push({ from: file, target: match[1] ?? "", anchor: match[2] });
  }
  if (file.endsWith(".md")) {
    for (const match of text.matchAll(/\]\((?!https?:|#|docs\/)([\w/.-]+?\.md)(?:#([\w-]+))?\)/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ""));
      found.push({ from: file, target, anchor: match[2] });
    }
  }
  return found;
}

/** What a broken reference is, or null when it resolves. */
function brokenReason(reference: Reference, read: (file: string) => string | null): string | null {
  const text = read(reference.target);
  if (text === null) return `${reference.from}: ${reference.target} does not exist`;
  if (reference.anchor && !anchorsOf(text).has(reference.anchor)) {
    return `${reference.from}: ${reference.target} has no heading #${reference.anchor}`;
  }
  return null;
}

// A section sign before a number ("DESIGN \u00a76" and the like), a numbered STYLE rule, a bare drills page,
// a path into a folder beside the repository.
const OUTSIDE_REFERENCE =
  /\b(?:DESIGN|[Ss]pec|STYLE)\s*§\s*\d|\bSTYLE \d|(?<!docs\/)\bdrills\.md(?![#)])|\.\.\/shared\/|§\s*\d/;

function readFromRepo(file: string): string | null {
  const full = path.join(repoRoot, file);
  return existsSync(full) ? readFileSync(full, "utf8") : null;
}

describe("references into docs/", () => {
  const files = trackedTextFiles();

  it("all resolve to an existing page and heading", () => {
    const references = files.flatMap((file) => referencesIn(file, readFromRepo(file) ?? ""));
    expect(references.length).toBeGreaterThan(100);
    const broken = references.map((reference) => brokenReason(reference, readFromRepo)).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it("never point at documents outside the repository", () => {
    const outside = files.flatMap((file) =>
      (readFromRepo(file) ?? "")
        .split("\n")
        .map((line, index) => (OUTSIDE_REFERENCE.test(line) ? `${file}:${index + 1}: ${line.trim()}` : null))
        .filter(Boolean),
    );
    expect(outside).toEqual([]);
  });

  it("catches a missing page, a missing heading and an outside reference", () => {
    const pages: Record<string, string> = { "docs/marking.md": "# Marking\n\n## Follow-through\n" };
    const read = (file: string) => pages[file] ?? null;
    const check = (text: string) =>
      referencesIn("src/x.ts", text).map((reference) => brokenReason(reference, read));
    expect(check("see docs/marking.md#follow-through")).toEqual([null]);
    expect(check("see docs/marking.md#follow-thru")).toEqual([
      "src/x.ts: docs/marking.md has no heading #follow-thru",
    ]);
    expect(check("see docs/markng.md")).toEqual(["src/x.ts: docs/markng.md does not exist"]);
    for (const line of [
      "(DESIGN \u00a76)",
      "spec \u00a75",
      "Spec \u00a79",
      "STYLE 13",
      "drills.md \u00a73",
      ["..", "shared", "DESIGN.md"].join("/"),
      "\u00a74",
    ]) {
      expect(OUTSIDE_REFERENCE.test(line), line).toBe(true);
    }
    expect(OUTSIDE_REFERENCE.test("docs/drills.md#wacc")).toBe(false);
  });

  it("reads anchors as GitHub does", () => {
    expect(anchorOf("The exact and the carried paths")).toBe("the-exact-and-the-carried-paths");
    expect(anchorOf("Accretion/dilution (`npm run bench`)")).toBe("accretiondilution-npm-run-bench");
    expect([...anchorsOf("# A\n## Limits\n```\n# not a heading\n```\n## Limits\n")]).toEqual([
      "a",
      "limits",
      "limits-1",
    ]);
  });
});
