import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { chromium } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { findChromium } from "../e2e/support/chromium";

// npm run bench:lighthouse: Lighthouse scores (desktop) and the JavaScript each route loads, against the
// built SPA served by the real app. Everything stays on loopback, and the run stops by itself.

const routes = ["/", "/lbo", "/qa", "/tutorial/dcf"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const homeBudgetKb = 120;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface RouteReport {
  route: string;
  scores: Record<(typeof categories)[number], number | null>;
  /** The route's scripts gzipped here, whatever the server sent. */
  scriptGzipKb: number;
  /** What went over the wire for them, headers included. */
  scriptTransferKb: number;
  flagged: string[];
}

/** A free TCP port on loopback, for the browser's debugging endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/** The gzipped size of a script the app served from dist/. */
function gzippedSize(url: string): number {
  return gzipSync(readFileSync(path.join("dist", new URL(url).pathname))).length;
}

/** Scored audits that did not pass, for the reader to act on. */
function flaggedAudits(
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >,
): string[] {
  const scored = new Set(["binary", "numeric", "metricSavings"]);
  return (
    Object.values(audits)
      // The back/forward cache is turned off by the browser's automation flags: nothing the app can change.
      .filter((audit) => audit.id !== "bf-cache")
      .filter((audit) => audit.score !== null && audit.score < 0.9 && scored.has(audit.scoreDisplayMode))
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`)
  );
}

execFileSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" });
const server = await startAppServer();
const port = await freePort();
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    `--remote-debugging-port=${port}`,
    "--remote-debugging-address=127.0.0.1",
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

const flags: Flags = {
  port,
  hostname: "127.0.0.1",
  output: "json",
  logLevel: "error",
  onlyCategories: [...categories],
  formFactor: "desktop",
  screenEmulation: desktopConfig.settings?.screenEmulation,
  throttling: desktopConfig.settings?.throttling,
  emulatedUserAgent: desktopConfig.settings?.emulatedUserAgent,
};

const reports: RouteReport[] = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${server.url}${route}`, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined;
    const scripts = (details?.items ?? []).filter((request) => request.resourceType === "Script");
    const sumKb = (size: (request: NetworkRequest) => number) =>
      scripts.reduce((total, request) => total + size(request), 0) / 1024;
    reports.push({
      route,
      scores: Object.fromEntries(
        categories.map((category) => [category, lhr.categories[category]?.score ?? null]),
      ) as RouteReport["scores"],
      scriptGzipKb: sumKb((request) => gzippedSize(request.url)),
      scriptTransferKb: sumKb((request) => request.transferSize ?? 0),
      flagged: flaggedAudits(lhr.audits),
    });
  }
} finally {
  await browser.close();
  await server.close();
}

const score = (value: number | null) => (value === null ? "–" : String(Math.round(value * 100)));
const header = ["route", ...categories, "JS gzip", "JS transferred"];
const rows = reports.map((report) => [
  report.route,
  ...categories.map((category) => score(report.scores[category])),
  `${report.scriptGzipKb.toFixed(1)} KB`,
  `${report.scriptTransferKb.toFixed(1)} KB`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");

console.log("Lighthouse, desktop (scores out of 100; JavaScript each route loads):");
console.log(line(header));
for (const row of rows) console.log(line(row));
const home = reports.find((report) => report.route === "/");
if (home) {
  const verdict = home.scriptGzipKb <= homeBudgetKb ? "ok" : "OVER BUDGET";
  console.log(
    `\nHome page JavaScript: ${home.scriptGzipKb.toFixed(1)} KB gzip (budget ${homeBudgetKb} KB) ${verdict}`,
  );
}
for (const report of reports) {
  if (report.flagged.length > 0) console.log(`${report.route} flags: ${report.flagged.join(", ")}`);
}
