// The build's last web step (scripts/build.mjs): the public pages of src/web/prerender.tsx rendered to HTML
// into dist/prerendered/, listed in dist/prerendered/manifest.json (route → file) for the server, which
// serves them in place of the empty dist/index.html. Each page also preloads its lazy chunk (and its CSS)
// and the API data it asks for first, so they load alongside the main script instead of after it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const rootMarkup = '<div id="root"></div>';

/** Renders the pages with a server build of src/web/prerender.tsx (written to dist-server/prerender/). */
export async function prerenderPublicPages(root) {
  const dist = path.join(root, "dist");
  const entryDir = path.join(root, "dist-server", "prerender");
  await build({
    root: path.join(root, "src/web"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "prerender.tsx", outDir: entryDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { prerenderedPages, renderPage } = await import(
    pathToFileURL(path.join(entryDir, "prerender.js")).href
  );

  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  if (!template.includes(rootMarkup)) throw new Error(`dist/index.html has no ${rootMarkup}`);
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  const articleSlugs = readdirSync(path.join(root, "content", "articles"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();

  const outDir = path.join(dist, "prerendered");
  rmSync(outDir, { recursive: true, force: true });
  const routes = {};
  for (const page of prerenderedPages(articleSlugs)) {
    const body = await renderPage(page.path);
    const html = template
      .replace("</head>", `${preloads(manifest, page).join("\n    ")}\n  </head>`)
      .replace(rootMarkup, `<div id="root">${body}</div>`);
    const file = page.path === "/" ? "index.html" : `${page.path.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
    routes[page.path] = file;
  }
  writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify({ routes }, null, 2)}\n`);
  return Object.keys(routes).length;
}

/** Link tags for a page's lazy chunks (with the chunks they import, minus the entry's) and its first fetches. */
function preloads(manifest, page) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedWithEntry = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in Vite's manifest (moved or renamed?)`);
    if (loadedWithEntry.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of page.modules) visit(module);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...page.fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
  ];
}
