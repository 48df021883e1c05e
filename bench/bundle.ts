import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** docs/architecture.md#quality-bars. */
const budgetKb = 90;

/** Gzipped JavaScript of the home page (what index.html loads) and of each lazily loaded route chunk. */
export function benchBundle(distDir = "dist"): string[] {
  // The home page as served: prerendered when the build made it (scripts/prerender.mjs).
  const prerendered = path.join(distDir, "prerendered", "index.html");
  const html = readFileSync(existsSync(prerendered) ? prerendered : path.join(distDir, "index.html"), "utf8");
  const entry = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const preloaded = [...html.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;
  const homeKb = [...entry, ...preloaded].reduce((sum, file) => sum + gz(file), 0);
  const chunks = readdirSync(path.join(distDir, "assets"))
    .filter((file) => file.endsWith(".js") && !entry.includes(`assets/${file}`))
    .map((file) => ({ file, kb: gz(`assets/${file}`) }))
    .sort((a, b) => b.kb - a.kb);
  return [
    "Bundle (gzip):",
    `  home page JavaScript  ${homeKb.toFixed(1)} KB (budget ${budgetKb} KB) ${homeKb <= budgetKb ? "ok" : "OVER BUDGET"}`,
    `  route chunks          ${chunks.length}, largest: ${chunks
      .slice(0, 5)
      .map((chunk) => `${chunk.file.replace(/-[\w-]+\.js$/, "")} ${chunk.kb.toFixed(1)} KB`)
      .join(", ")}`,
  ];
}
