// Builds what `npm start` serves: the SPA into dist/ (Vite) and the server into dist-server/main.js, with
// the worker that reads uploaded workbooks (workbook-reader.js) and the backup command beside it (esbuild,
// ES modules; packages stay in node_modules). Plain JavaScript, so that starting the app needs no
// TypeScript loader. When nothing it reads has changed since the last build, it does nothing: a restart
// then serves within a few hundred milliseconds. `--force` rebuilds anyway.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as bundleServer } from "esbuild";
import { build as buildSpa } from "vite";
import { prerenderPublicPages } from "./prerender.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "dist-server", "build-stamp.json");
// Everything the two builds read. content/ is included because the coach bundles its lexicon.
const inputs = [
  "src",
  "content",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/prerender.mjs",
];

/** Every file under `relative`, in a stable order. */
function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

/** A hash of the inputs' paths and contents: the same sources give the same fingerprint on any clone. */
function fingerprint() {
  const hash = createHash("sha256");
  // Tests are not part of either build: editing one rebuilds nothing.
  for (const file of inputs.flatMap(filesUnder).filter((name) => !/\.test\.tsx?$/.test(name))) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

function previousFingerprint() {
  try {
    return JSON.parse(readFileSync(stampFile, "utf8")).fingerprint;
  } catch {
    return null;
  }
}

const force = process.argv.includes("--force");
const current = fingerprint();
const built = [
  "dist/index.html",
  "dist/prerendered/manifest.json",
  "dist-server/main.js",
  "dist-server/backup.js",
  "dist-server/workbook-reader.js",
].every((file) => existsSync(path.join(root, file)));
if (!force && built && previousFingerprint() === current) {
  console.log("build: sources unchanged since the last build, nothing to do");
} else {
  // NODE_ENV=production: React's production build, whatever the caller's environment says.
  process.env.NODE_ENV = "production";
  await buildSpa({
    root: path.join(root, "src/web"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    // The manifest tells the prerender step which files each lazy page loads.
    build: { manifest: true },
  });
  const pages = await prerenderPublicPages(root);
  await bundleServer({
    entryPoints: {
      main: path.join(root, "src/server/main.ts"),
      backup: path.join(root, "src/server/backup/main.ts"),
      // Uploaded workbooks are read in worker threads that run this file (workbook-readers.ts).
      "workbook-reader": path.join(root, "src/server/modules/workbooks/reader-worker.ts"),
    },
    outdir: path.join(root, "dist-server"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  writeFileSync(
    stampFile,
    `${JSON.stringify({ fingerprint: current, builtAt: new Date().toISOString() })}\n`,
  );
  console.log(`build: SPA in dist/ (${pages} pages prerendered), server in dist-server/main.js`);
}
